import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginIndividual } from '../api/generated/endpoints/auth/auth';
import { postLiveState } from '../api/generated/endpoints/live/live';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { ConsoleApp, createConsoleQueryClient } from './console-app';

// The console against the mock's handlers (msw in jsdom): a teacher starts a class, locks it and
// watches the room as a learner joins; the demo controls issue a link; the log follows one user.

const SLOW = { timeout: 10_000 };

function renderConsole(hash = '#live', language: 'ja' | 'en' = 'ja') {
  window.location.hash = hash;
  localStorage.setItem('eigo.console.language', JSON.stringify(language));
  return render(<ConsoleApp queryClient={createConsoleQueryClient()} />);
}

/** hana's device claims the class, as her app does in the lobby. */
async function hanaJoins(sessionId: number) {
  const { authToken } = await loginIndividual({
    email: USER.hana.email,
    password: USER.hana.password,
  });
  await postLiveState(
    { currentSessionId: sessionId, deviceId: '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11' },
    { headers: { Authorization: `Token ${authToken}`, 'X-Alias-Uuid': ALIAS.hanaSakura } },
  );
}

describe('the console', () => {
  it('starts a class for a group, locks it to exercises and shows the room', async () => {
    const user = userEvent.setup();
    renderConsole();
    const organisation = await screen.findByRole('combobox', { name: '組織' }, SLOW);
    // Schools come first, and with them their first group.
    await waitFor(() => expect(organisation).toHaveDisplayValue('Sakura Junior High School'));
    expect(screen.getByRole('combobox', { name: 'グループ' })).toHaveDisplayValue('2-A（30 人）');
    await user.click(screen.getByRole('button', { name: '授業を始める' }));

    const head = await screen.findByRole('region', { name: '2-A の授業' }, SLOW);
    expect(head).toHaveTextContent('授業中');
    expect(head).toHaveTextContent('11月22日(日) 9:00〜9:50');
    const room = screen.getByRole('region', { name: '生徒の様子' });
    expect(room).toHaveTextContent('参加 0 / 30 人・完了 0 人');
    // Every learner of 2-A, none joined yet.
    const table = within(room).getByRole('table', { name: '生徒の様子' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(30);
    expect(within(table).getByRole('columnheader', { name: '生徒' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const search = await screen.findByRole('searchbox', { name: 'エクササイズをさがす' });
    await user.type(search, 'greeting words');
    await user.click(await screen.findByRole('checkbox', { name: /Greeting Words/ }));
    await user.clear(search);
    await user.type(search, 'my school day');
    await user.click(await screen.findByRole('checkbox', { name: /My School Day/ }));
    const chosen = screen.getByRole('list', { name: '選んだエクササイズ（2 個）' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Greeting Words'),
      expect.stringContaining('My School Day'),
    ]);
    await user.click(screen.getByRole('button', { name: 'この 2 個に限定する' }));
    await screen.findByText('限定中');

    /** hana's row: where she is, her device, the two exercises, taken over. */
    const hana = () =>
      within(within(table).getByRole('row', { name: /^Hana Sato/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(hana()).toEqual(['未参加', '', '未着手', '未着手', '']));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(-2)
        .map((header) => header.textContent),
    ).toEqual(['Greeting Words', 'My School Day']);

    // Her device takes the class: the room notices by itself.
    const sessionId = Number(
      JSON.parse(localStorage.getItem('eigo.console.sessionId') ?? 'null') as number,
    );
    await hanaJoins(sessionId);
    await waitFor(
      () => expect(hana()).toEqual(['ロビー', '6f1f7a529:00 から', '未着手', '未着手', '']),
      SLOW,
    );
    expect(room).toHaveTextContent('参加 1 / 30 人・完了 0 人');
    expect(room).toHaveTextContent('ロビー 1 人・エクササイズ中 0 人・離席中 0 人');
    const list = screen.getByRole('region', { name: '授業の一覧' });
    await waitFor(() => expect(list).toHaveTextContent('1 人が参加中'), SLOW);

    // Lifting the lock, then ending the class after the confirmation.
    await user.click(screen.getByRole('button', { name: '限定を解除する' }));
    await screen.findByText('限定なし');
    await user.click(screen.getByRole('button', { name: '授業を終える' }));
    await user.click(screen.getByRole('button', { name: '終える' }));
    expect(
      await screen.findByText(/授業を始めるか、一覧から授業を選んでください。/),
    ).toBeInTheDocument();
  }, 30_000);

  it('issues an invitation link on the app’s address, with a QR code', async () => {
    const user = userEvent.setup();
    renderConsole('#demo', 'en');
    const card = await screen.findByRole('region', { name: 'Invitation link' }, SLOW);
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'Account' })).toHaveDisplayValue(
        'Nana Suzuki <new@sakura.example>',
      ),
    );
    await user.type(
      within(card).getByRole('textbox', { name: 'App address' }),
      '192.168.1.20:5173',
    );
    await user.click(within(card).getByRole('button', { name: 'Issue an invitation link' }));
    const link = await within(card).findByRole('link', { name: /from-invitation\?token=/ });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^http:\/\/192\.168\.1\.20:5173\/user\/password-change\/from-invitation\?token=/,
      ),
    );
    expect(
      within(card).getByRole('img', {
        name: 'QR code of the invitation link for new@sakura.example',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('switches maintenance on and off, and shows it in the header', async () => {
    const user = userEvent.setup();
    renderConsole('#demo', 'en');
    const card = await screen.findByRole('region', { name: 'Maintenance' }, SLOW);
    await user.type(
      within(card).getByRole('textbox', { name: 'Message shown in the app' }),
      'Back soon',
    );
    await user.click(within(card).getByRole('button', { name: 'Start maintenance' }));
    const status = screen.getByRole('list', { name: 'Backend status' });
    await waitFor(() => expect(status).toHaveTextContent('Under maintenance'));
    await user.click(within(card).getByRole('button', { name: 'End maintenance' }));
    await waitFor(() => expect(status).toHaveTextContent('Running'));
  });

  it('follows one user’s activity', async () => {
    const user = userEvent.setup();
    await loginIndividual({ email: USER.ken.email, password: USER.ken.password });
    await loginIndividual({ email: USER.hana.email, password: USER.hana.password });
    renderConsole('#activity', 'en');
    const log = await screen.findByRole('list', { name: 'Activity' }, SLOW);
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'ken@sakura.example');
    await waitFor(() =>
      expect(
        within(log)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Ken Tanaka signed in')]),
    );
  });
});
