import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { postLiveState } from '../../api/generated/endpoints/live/live';
import {
  conductLiveSession,
  getLiveClassView,
  listConductedLiveSessions,
  startLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { TYPING_IN_CLASS, typeInClass } from '../../../tests/support/typing-in-class';
import { ConsoleApp, createConsoleQueryClient } from '../console-app';

// The class's time in the teacher's hands (issue 36), against the mock's handlers: more time,
// everyone to the lobby, a class of any whole number of minutes, and the classroom view.

const SLOW = { timeout: 10_000 };
const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function renderConsole(hash = '#live', language: 'ja' | 'en' = 'ja') {
  window.location.hash = hash;
  localStorage.setItem('eigo.console.language', JSON.stringify(language));
  return render(<ConsoleApp queryClient={createConsoleQueryClient()} />);
}

/** 2-A's class under way (8:55-9:45), shown in the console. */
async function classOn2A() {
  const session = await conductLiveSession({ groupName: '2-A', startsAt: at(-5), endsAt: at(45) });
  localStorage.setItem('eigo.console.sessionId', JSON.stringify(session.id));
  return session;
}

describe('the class’s time', () => {
  it('gives the class 5 and 10 more minutes and says what is left', async () => {
    const user = userEvent.setup();
    const session = await classOn2A();
    renderConsole();
    const head = await screen.findByRole('region', { name: '2-A の授業' }, SLOW);
    const time = within(head).getByRole('group', { name: '授業の時間' });
    await waitFor(() => expect(within(time).getByRole('timer')).toHaveTextContent('あと 45 分'));
    expect(time).toHaveTextContent('9:45 まで');

    await user.click(within(time).getByRole('button', { name: '授業を 5 分延ばす' }));
    expect(await screen.findByText('2-A の授業を 5 分延ばしました（9:50 まで）')).toBeVisible();
    await waitFor(() => expect(within(time).getByRole('timer')).toHaveTextContent('あと 50 分'));
    expect((await getLiveClassView(session.id)).session.endsAt).toBe(at(50));

    await user.click(within(time).getByRole('button', { name: '授業を 10 分延ばす' }));
    await waitFor(() => expect(within(time).getByRole('timer')).toHaveTextContent('あと 60 分'));
    expect(head).toHaveTextContent('8:55〜10:00');
    expect((await getLiveClassView(session.id)).session.endsAt).toBe(at(60));
  });

  it('sends everyone to the lobby after asking, and can be called off', async () => {
    const user = userEvent.setup();
    const session = await classOn2A();
    renderConsole('#live', 'en');
    const head = await screen.findByRole('region', { name: 'Class of 2-A' }, SLOW);
    await user.click(within(head).getByRole('button', { name: 'Everyone to the lobby' }));
    await user.click(within(head).getByRole('button', { name: 'Cancel' }));
    expect((await getLiveClassView(session.id)).session.limitedMode).toBeNull();

    await user.click(within(head).getByRole('button', { name: 'Everyone to the lobby' }));
    expect(head).toHaveTextContent(/wait there until you choose the next exercises/);
    await user.click(within(head).getByRole('button', { name: 'Send to the lobby' }));
    expect(await screen.findByText('Everyone in 2-A was sent to the lobby')).toBeVisible();
    const { session: locked } = await getLiveClassView(session.id);
    expect(locked.limitedMode).not.toBeNull();
    expect(locked.exercises).toEqual([]);
  });

  it('opens the classroom view in a new window', async () => {
    const session = await classOn2A();
    renderConsole();
    const link = await screen.findByRole('link', { name: /^教室の画面/ }, SLOW);
    expect(link).toHaveAttribute('href', `#classroom/${session.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('教室の画面（新しいウィンドウで開く）');
  });
});

describe('the class length', () => {
  it('starts a class of one minute, without rounding', async () => {
    const user = userEvent.setup();
    renderConsole();
    await screen.findByRole('combobox', { name: '組織' }, SLOW);
    const length = screen.getByRole('spinbutton', { name: /授業の長さ/ });
    expect(length).toHaveAttribute('step', '1');
    expect(length).toHaveAttribute('min', '1');
    expect(length).toHaveAccessibleName('授業の長さ （1〜240 分、1 分単位）');
    await user.clear(length);
    await user.type(length, '1');
    await user.click(screen.getByRole('button', { name: '授業を始める' }));
    const head = await screen.findByRole('region', { name: /の授業$/ }, SLOW);
    expect(head).toHaveTextContent('9:00〜9:01');
    const [conducted] = (await listConductedLiveSessions()).filter((s) => s.status === 'active');
    expect(Date.parse(conducted!.endsAt) - Date.parse(conducted!.startsAt)).toBe(60_000);
  });

  it('refuses a length that is not a whole number of minutes from 1, and says why', async () => {
    const user = userEvent.setup();
    renderConsole('#live', 'en');
    await screen.findByRole('combobox', { name: 'Organisation' }, SLOW);
    const length = screen.getByRole('spinbutton', { name: /^Length/ });
    const before = (await listConductedLiveSessions()).length;
    for (const typed of ['0', '2.5', '241']) {
      await user.clear(length);
      await user.type(length, typed);
      await user.click(screen.getByRole('button', { name: 'Start the class' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Enter the class length as a whole number of minutes from 1 to 240.',
      );
      expect(length).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await listConductedLiveSessions()).toHaveLength(before);
  });
});

describe('the classroom view', () => {
  it('shows the counts and the progress per exercise, names only when asked', async () => {
    const user = userEvent.setup();
    const session = await conductLiveSession({
      groupName: '2-A',
      startsAt: at(-5),
      endsAt: at(45),
    });
    const locked = await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] });
    const { authToken } = await loginIndividual({
      email: USER.hana.email,
      password: USER.hana.password,
    });
    const asHana = {
      headers: { Authorization: `Token ${authToken}`, 'X-Alias-Uuid': ALIAS.hanaSakura },
    };
    await postLiveState(
      { currentSessionId: session.id, deviceId: '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11' },
      asHana,
    );
    await typeInClass(session.id, locked.limitedMode!.id, 'all', asHana);

    renderConsole(`#classroom/${session.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2-A の授業' }, SLOW),
    ).toBeVisible();
    // No console header or menu on the classroom's screen.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('あと 45 分');
    const counts = screen.getByRole('region', { name: '生徒の人数' });
    const tiles = within(counts)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextSibling?.textContent ?? ''}`);
    expect(tiles).toEqual([
      '参加 1 / 30 人',
      'ロビー 1',
      'エクササイズ中 0',
      'ぜんぶ完了 1',
      '離れている 0',
    ]);
    const [exercise] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(exercise).toHaveTextContent('完了 1 人・取り組み中 0 人・未着手 29 人');
    expect(within(exercise!).getByRole('img', { name: '30 人中 1 人が完了' })).toBeVisible();
    expect(exercise).not.toHaveTextContent('Hana Sato');

    await user.click(screen.getByRole('checkbox', { name: '名前を表示する' }));
    expect(exercise).toHaveTextContent('完了：Hana Sato');
  });
});
