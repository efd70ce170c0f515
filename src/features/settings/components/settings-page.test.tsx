import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setFeatureFlag } from '../../../../mock-server/db/feature-flags';
import { users } from '../../../../mock-server/db/identity';
import { audioService } from '../../../lib/services/audio/audio-service';
import { language } from '../../../lib/services/storage';
import { mockServer } from '../../../../mock-server/node';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, renderApp } from '../../../../tests/support/render-app';

const hanaInStore = () => users.get(USER.hana.uuid);

describe('settings page', () => {
  it('saves accent, speed and connection method to the profile with a toast each time', async () => {
    const { user } = await renderApp('/user/settings', { as: HANA });
    const accent = await screen.findByRole('group', { name: 'アクセント' });
    expect(within(accent).getByRole('radio', { name: 'アメリカ英語' })).toBeChecked();

    await user.click(within(accent).getByRole('radio', { name: 'イギリス英語' }));

    // The choice shows through the profile in the query cache, updated a moment after the click.
    await waitFor(() =>
      expect(within(accent).getByRole('radio', { name: 'イギリス英語' })).toBeChecked(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('設定を保存しました');
    await waitFor(() => expect(hanaInStore()?.accent).toBe(1));

    await user.click(
      within(screen.getByRole('group', { name: '再生速度' })).getByRole('radio', { name: '75%' }),
    );
    await waitFor(() => expect(hanaInStore()?.speed).toBe(75));

    const connection = screen.getByRole('group', { name: '音声認識の接続方法' });
    expect(within(connection).getByRole('radio', { name: '高速（おすすめ）' })).toBeChecked();
    await user.click(within(connection).getByRole('radio', { name: 'ベーシック' }));
    await waitFor(() => expect(hanaInStore()?.useOnlyHttp).toBe(true));
  });

  it('puts the old value back and says so when saving fails', async () => {
    const { user } = await renderApp('/user/settings', { as: HANA });
    const speed = await screen.findByRole('group', { name: '再生速度' });
    expect(within(speed).getByRole('radio', { name: '100%' })).toBeChecked();
    mockServer.use(http.post('*/api/v1/user/profile/', serverError));

    await user.click(within(speed).getByRole('radio', { name: '125%' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '設定を保存できませんでした。 Try again later.',
    );
    // The old profile is put back in the query cache: on screen a moment after the error.
    await waitFor(() => expect(within(speed).getByRole('radio', { name: '100%' })).toBeChecked());
    expect(hanaInStore()?.speed).toBe(100);
  });

  it('offers the legal pages, release notes, versions and logout, and a pupil no administrator site', async () => {
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    await screen.findByRole('group', { name: 'アクセント' });

    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/terms-of-services',
    );
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'リリースノート' })).toHaveAttribute(
      'href',
      '/release-notes',
    );
    // hana is a pupil: no administrator site (issue 37, item 10).
    expect(screen.queryByRole('link', { name: /管理者サイトを開く/ })).not.toBeInTheDocument();
    expect(screen.getByText('Web: 1.22.20')).toBeInTheDocument();
    expect(screen.getByText('Android: アプリ外で表示中')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    // Signing out on purpose does not lead back to settings after the next sign-in.
    expect(router.state.location.search).toBe('');
  });

  it('names the class of the alias signed in with, in the account section', async () => {
    await renderApp('/user/settings', { as: HANA });
    const account = await screen.findByRole('region', { name: 'アカウント' });

    expect(await within(account).findByText('クラス：2-A')).toBeInTheDocument();
    expect(account).toHaveTextContent('hana@sakura.example でログイン中');
  });

  it("names the other alias's class in English once hana works through it", async () => {
    language.write('en');
    await renderApp('/user/settings', { as: { ...HANA, aliasUuid: ALIAS.hanaMidori } });
    const account = await screen.findByRole('region', { name: 'Account' });

    expect(await within(account).findByText('Class: TOEIC 600 Class')).toBeInTheDocument();
    expect(account).not.toHaveTextContent('2-A');
  });

  it('plays a sample sentence at the chosen accent and speed', async () => {
    const configure = vi.spyOn(audioService, 'configure').mockImplementation(() => undefined);
    const play = vi.spyOn(audioService, 'play').mockResolvedValue(undefined);
    const { user } = await renderApp('/user/settings', { as: HANA });
    const accent = await screen.findByRole('group', { name: 'アクセント' });
    await user.click(within(accent).getByRole('radio', { name: 'イギリス英語' }));
    // Saved before the next choice: the answer to a save puts the whole saved profile on screen,
    // and would take back a speed chosen while it was on its way.
    expect(await screen.findByText('設定を保存しました')).toBeInTheDocument();
    const speed = screen.getByRole('group', { name: '再生速度' });
    await user.click(within(speed).getByRole('radio', { name: '75%' }));
    // The button plays what is on screen: both choices shown first.
    await waitFor(() => expect(within(speed).getByRole('radio', { name: '75%' })).toBeChecked());
    expect(within(accent).getByRole('radio', { name: 'イギリス英語' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '試しに聞く' }));

    expect(configure).toHaveBeenLastCalledWith({ accent: 1, speed: 75 });
    expect(play).toHaveBeenCalledWith({
      url: '/audio/sample-us.mp3',
      britishUrl: '/audio/sample-gb.mp3',
    });
    // The language has a heading of its own, and the versions sit in their own card.
    expect(screen.getByRole('heading', { level: 2, name: '言語' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'バージョン' })).toHaveClass('panel');
    configure.mockRestore();
    play.mockRestore();
  });

  it('offers the administrator site to an alias whose admin_site flag is on', async () => {
    await setFeatureFlag(USER.hana.uuid, ALIAS.hanaSakura, 'admin_site', true);
    await renderApp('/user/settings', { as: HANA });
    const link = await screen.findByRole('link', { name: /管理者サイトを開く/ });
    expect(link).toHaveAttribute('target', '_blank');
  });
});
