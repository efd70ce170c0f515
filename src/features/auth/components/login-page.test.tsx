import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginIndividual } from '../../../api/generated/endpoints/auth/auth';
import { ApiError } from '../../../api/http-client';
import { mockServer } from '../../../../mock-server/node';
import { pushTags } from '../../../../mock-server/db/push-tags';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { env } from '../../../config/env';
import { authToken, language, selectedAliases } from '../../../lib/services/storage';
import { renderApp } from '../../../../tests/support/render-app';
import { expectSignedIn } from '../../../../tests/support/sign-in-flows';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillIn(
  user: User,
  email: string,
  password: string,
  names = { email: 'メールアドレス', password: 'パスワード' },
) {
  if (email) await user.type(screen.getByLabelText(names.email), email);
  if (password) await user.type(screen.getByLabelText(names.password), password);
}

describe('login', () => {
  it('signs hana in, selects her first alias, tags it and goes home', async () => {
    const { user, router } = await renderApp('/user/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();

    await fillIn(user, USER.hana.email, USER.hana.password);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    await expectSignedIn(router, USER.hana.uuid);
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
    await waitFor(() => expect(pushTags.get(USER.hana.uuid)?.aliasUuid).toBe(ALIAS.hanaSakura));
  });

  it('requires the e-mail address and the password, and focuses the first missing one', async () => {
    const { user } = await renderApp('/user/login');
    const email = await screen.findByLabelText('メールアドレス');

    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('メールアドレスを入力してください');

    await user.type(email, USER.hana.email);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByLabelText('パスワード')).toHaveFocus();
    expect(screen.queryByText('メールアドレスを入力してください')).not.toBeInTheDocument();
    expect(authToken.read()).toBeNull();
  });

  it('says the details are incorrect, keeping what was typed', async () => {
    const { user } = await renderApp('/user/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });

    await fillIn(user, USER.hana.email, 'wrong2026');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(
      await screen.findByText('メールアドレスとパスワードを正しく入力してください'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue(USER.hana.email);
    expect(screen.getByLabelText('パスワード')).toHaveValue('wrong2026');
    expect(authToken.read()).toBeNull();
  });

  it('says so in English after the language switch', async () => {
    language.write('en');
    const { user } = await renderApp('/user/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await fillIn(user, 'nobody@example.com', 'nothing2026', {
      email: 'Email address',
      password: 'Password',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('An account could not be found matching the entered credentials'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');
    expect(
      await screen.findByText('メールアドレスとパスワードを正しく入力してください'),
    ).toBeInTheDocument();
  });

  it.each([
    {
      lang: 'ja' as const,
      submit: 'ログイン',
      text: 'このサービスは団体ユーザー専用です。個人ユーザーの方はアプリをご利用ください。',
      link: 'アプリ',
    },
    {
      lang: 'en' as const,
      submit: 'Sign in',
      text: 'This is only for organisational users. Individual users should use the app.',
      link: 'the app',
    },
  ])(
    'tells the individual user solo to use the app, with a link ($lang)',
    async ({ lang, submit, text, link }) => {
      language.write(lang);
      const { user } = await renderApp('/user/login');
      const [email, password] = await Promise.all([
        screen.findByLabelText(lang === 'ja' ? 'メールアドレス' : 'Email address'),
        screen.findByLabelText(lang === 'ja' ? 'パスワード' : 'Password'),
      ]);

      await user.type(email, USER.solo.email);
      await user.type(password, USER.solo.password);
      await user.click(screen.getByRole('button', { name: submit }));

      const alert = await waitFor(() => {
        const found = screen.getAllByRole('alert').find((node) => node.textContent === text);
        expect(found).toBeDefined();
        return found!;
      });
      expect(within(alert).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        env.nativeAppPageUrl,
      );
      expect(authToken.read()).toBeNull();
    },
  );

  it('keeps the button disabled while signing in', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the login call, then lets the real handler answer it.
    mockServer.use(http.post('*/api/v1/auth/individual/', async () => void (await held)));
    const { user, router } = await renderApp('/user/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await fillIn(user, USER.ken.email, USER.ken.password);

    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByRole('button', { name: 'ログインしています…' })).toBeDisabled();
    expect(screen.getByLabelText('パスワード')).toHaveValue(USER.ken.password);
    release();
    await expectSignedIn(router, USER.ken.uuid);
  });

  it('goes on to a safe nextPath, and home instead of another site', async () => {
    const { user, router } = await renderApp('/user/login?nextPath=%2Fcourse%2Fexplore%2F');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await fillIn(user, USER.ken.email, USER.ken.password);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await expectSignedIn(router, USER.ken.uuid, '/course/explore/');
  });

  it('ignores a nextPath that leaves the app', async () => {
    const { user, router } = await renderApp('/user/login?nextPath=%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await fillIn(user, USER.ken.email, USER.ken.password);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await expectSignedIn(router, USER.ken.uuid);
  });

  it('leads from a temporary password to a password of her own (new)', async () => {
    const { user, router } = await renderApp('/user/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await fillIn(user, USER.new.email, USER.new.tmpPassword);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'パスワードの設定' });
    expect(heading).toHaveFocus();
    const form = screen.getByRole('form', { name: 'パスワードの設定' });
    const password = within(form).getByLabelText('新しいパスワード');
    const confirmation = within(form).getByLabelText('新しいパスワード（確認）');
    const submit = within(form).getByRole('button', { name: 'パスワードを設定する' });

    // The rules in the spec's order, each with its own message, before anything is sent.
    const attempts = [
      ['short1', 'パスワードは8文字以上64文字以内で入力してください'],
      ['ｐａｓｓｗｏｒｄ１２', '全角文字は使用できません。半角英数字で入力してください'],
      ['pass@word12', '@+!#=などの記号は使用できません'],
      ['12345678', 'パスワードには英字を1文字以上含めてください'],
      ['password', 'パスワードには数字を1文字以上含めてください'],
    ];
    for (const [typed, message] of attempts) {
      await user.clear(password);
      await user.type(password, typed!);
      await user.click(submit);
      expect(await within(form).findByText(message!)).toBeInTheDocument();
      expect(password).toHaveFocus();
    }
    await user.clear(password);
    await user.type(password, 'nana2026new');
    await user.type(confirmation, 'nana2026neW');
    await user.click(submit);
    expect(await within(form).findByText('パスワードが一致しません')).toBeInTheDocument();
    expect(confirmation).toHaveFocus();

    await user.clear(confirmation);
    await user.type(confirmation, 'nana2026new');
    await user.click(submit);

    await expectSignedIn(router, USER.new.uuid);
    // The new password signs in from now on; the temporary one no longer does.
    await expect(
      loginIndividual({ email: USER.new.email, password: 'nana2026new' }),
    ).resolves.toHaveProperty('authToken');
    await expect(
      loginIndividual({ email: USER.new.email, password: USER.new.tmpPassword }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

/**
 * The sign-in page's prerendered copy (user/login.html) as a learner left it before the app took
 * over: what was typed, the focused field and, with `pressed`, a press of its button.
 */
function prerenderedCopy(values: { email: string; password: string }, pressed: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (pressed) root.setAttribute('data-prerendered-submitted', '');
  // <div data-prerendered-language="ja"><form>(e-mail, password, button)</form></div>
  const page = document.createElement('div');
  page.setAttribute('data-prerendered-language', 'ja');
  const form = document.createElement('form');
  const email = Object.assign(document.createElement('input'), { name: 'email', type: 'email' });
  const password = Object.assign(document.createElement('input'), {
    name: 'password',
    type: 'password',
  });
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'ログイン',
  });
  form.append(email, password, button);
  page.append(form);
  root.append(page);
  document.body.append(root);
  email.value = values.email;
  password.value = values.password;
  password.focus();
  password.setSelectionRange(2, 4);
  return root;
}

describe('login after its prerendered copy', () => {
  it('keeps what was typed and the focus, and sends nothing by itself', async () => {
    const copy = prerenderedCopy({ email: USER.hana.email, password: 'sakura' }, false);
    const { router } = await renderApp('/user/login');
    const password = await screen.findByLabelText('パスワード');
    copy.remove();

    expect(screen.getByLabelText('メールアドレス')).toHaveValue(USER.hana.email);
    expect(password).toHaveValue('sakura');
    expect(password).toHaveFocus();
    expect((password as HTMLInputElement).selectionStart).toBe(2);
    expect((password as HTMLInputElement).selectionEnd).toBe(4);
    expect(router.state.location.pathname).toBe('/user/login');
    expect(authToken.read()).toBeNull();
  });

  it('acts on a press of the button made before the app was there', async () => {
    const copy = prerenderedCopy({ email: USER.hana.email, password: USER.hana.password }, true);
    const { router } = await renderApp('/user/login');
    await expectSignedIn(router, USER.hana.uuid);
    // Once: the mark is gone with it.
    expect(copy).not.toHaveAttribute('data-prerendered-submitted');
    copy.remove();
  });

  it('checks the fields of a press as a press in the app does', async () => {
    const copy = prerenderedCopy({ email: '', password: '' }, true);
    await renderApp('/user/login');
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
    copy.remove();
  });
});
