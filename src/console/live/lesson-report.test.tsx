import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { postLiveState } from '../../api/generated/endpoints/live/live';
import {
  conductLiveSession,
  endLiveSession,
  startLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import type { LiveSessionReport } from '../../api/generated/model/liveSessionReport';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { TYPING_IN_CLASS, typeInClass } from '../../../tests/support/typing-in-class';
import { ConsoleApp, createConsoleQueryClient } from '../console-app';
import { CONSOLE_FORMATS, CONSOLE_TIME_ZONE } from '../i18n/console-language';
import en from '../i18n/en';
import { LessonReportTables } from './lesson-report';

// An ended class stays in the console (listed with its date and time, its room as at the end) and
// its lesson report: the per-pupil and per-question tables and the CSV links, against the mock's
// handlers; the tables in English from a fixture.

const SLOW = { timeout: 10_000 };
const at = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();

/** 2-A's class from 8:50, locked to the typing drill, which hana finished; then ended at 9:00. */
async function endedClassWithHana() {
  const session = await conductLiveSession({ groupName: '2-A', startsAt: at(-10), endsAt: at(40) });
  const { limitedMode } = await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] });
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
  await typeInClass(session.id, limitedMode!.id, 'all', asHana);
  await endLiveSession(session.id);
  return session;
}

describe('an ended class and its lesson report in the console', () => {
  it('lists the ended class with its date, shows its room and its report, and links the CSV', async () => {
    const session = await endedClassWithHana();
    const user = userEvent.setup();
    window.location.hash = '#live';
    localStorage.setItem('eigo.console.language', JSON.stringify('ja'));
    render(<ConsoleApp queryClient={createConsoleQueryClient()} />);

    const ended = await screen.findByRole('region', { name: '終了した授業' }, SLOW);
    const entry = await within(ended).findByRole('button', { name: /2-A の授業/ }, SLOW);
    expect(entry).toHaveTextContent('終了');
    expect(entry).toHaveTextContent('11月22日(日) 8:50〜9:00');
    // Not among the classes to come.
    expect(screen.getByRole('region', { name: '授業の一覧' })).not.toHaveTextContent('2-A');
    await user.click(entry);

    const head = await screen.findByRole('region', { name: '2-A の授業' }, SLOW);
    expect(head).toHaveTextContent('終了');
    expect(within(head).queryByRole('button', { name: '授業を終える' })).toBeNull();
    // The room as it was at the end: hana joined and finished.
    expect(await screen.findByRole('region', { name: '生徒の様子' })).toHaveTextContent(
      '参加 1 / 30 人・完了 1 人',
    );

    const report = screen.getByRole('region', { name: '授業レポート' });
    const csv = (name: string) => within(report).getByRole('link', { name }).getAttribute('href');
    expect(csv('CSV ダウンロード（生徒別）')).toBe(
      `/api/v1/__mock/live/sessions/${session.id}/report.csv?table=pupils&lang=ja`,
    );
    expect(csv('CSV ダウンロード（問題別）')).toBe(
      `/api/v1/__mock/live/sessions/${session.id}/report.csv?table=questions&lang=ja`,
    );
    await user.click(within(report).getByRole('button', { name: 'レポートを見る' }));
    const pupils = await within(report).findByRole('table', { name: '生徒別の結果' }, SLOW);
    expect(within(pupils).getAllByRole('rowheader')).toHaveLength(30);
    const cells = (name: string) =>
      within(within(pupils).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Hana Sato')).toEqual([
      '参加',
      expect.stringMatching(/^100 点 · 金トロフィー正解 5・おしい 0・不正解 0\d+ 分 \d+ 秒$/),
    ]);
    expect(cells('Yui Kobayashi')).toEqual(['未参加', '未着手']);
    const questions = within(report).getByRole('table', { name: 'School Life Sentences' });
    expect(
      within(questions)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1. What subject do you like best?',
      '2. I like science because experiments are fun.',
      '3. Our school festival is in October.',
      '4. Please open your textbooks to page twenty.',
      '5. May I borrow your eraser?',
    ]);
    expect(within(questions).getAllByRole('row')[1]).toHaveTextContent('1 人中 1 人');
    await user.click(within(report).getByRole('button', { name: 'レポートを閉じる' }));
    expect(within(report).queryByRole('table')).toBeNull();
  }, 30_000);

  it('shows results, empty scores and the common wrong answers, in English', () => {
    const EXERCISE = '00000000-0000-4000-8000-00000000e001';
    const result = {
      exerciseUuid: EXERCISE,
      status: 'finished',
      trophy: 2,
      score: 80,
      secondsSpent: 125,
      right: 4,
      close: 1,
      wrong: 0,
      skipped: 0,
    } as const;
    const report: LiveSessionReport = {
      session: {
        id: 7,
        version: 3,
        status: 'over',
        startsAt: '2026-11-22T00:00:00Z',
        endsAt: '2026-11-22T00:50:00Z',
        group: { id: 1, name: '2-A', orgHash: 'sakura', orgName: 'Sakura Junior High School' },
        joinedCount: 1,
        limitedMode: null,
        exercises: [],
      },
      generatedAt: '2026-11-22T00:50:00Z',
      exercises: [
        {
          courseUuid: EXERCISE,
          exerciseUuid: EXERCISE,
          exerciseType: 9,
          title: 'School Life Sentences',
          questions: 1,
        },
      ],
      pupils: [
        { aliasUuid: 'a', userName: 'Hana Sato', email: 'h@x', joined: true, exercises: [result] },
        {
          aliasUuid: 'b',
          userName: '佐藤 結衣',
          email: 'y@x',
          joined: false,
          exercises: [
            {
              ...result,
              status: 'notStarted',
              trophy: null,
              score: null,
              secondsSpent: 0,
              right: 0,
              close: 0,
            },
          ],
        },
      ],
      questions: [
        {
          exerciseUuid: EXERCISE,
          problemUuid: EXERCISE,
          number: 3,
          prompt: 'Our school festival is in October.',
          answered: 2,
          right: 0,
          close: 0,
          wrong: 2,
          skipped: 0,
          commonWrongAnswers: [{ answer: 'Our school trip is in May.', count: 2 }],
        },
      ],
    };
    render(
      <IntlProvider
        locale="en"
        messages={en}
        timeZone={CONSOLE_TIME_ZONE}
        formats={CONSOLE_FORMATS}
      >
        <LessonReportTables report={report} />
      </IntlProvider>,
    );
    expect(screen.getByText(/2 pupils \(1 joined\) · 1 exercise/)).toBeInTheDocument();
    const pupils = screen.getByRole('table', { name: 'Results per pupil' });
    const rows = within(pupils)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PupilJoinedSchool Life Sentences',
      'Hana SatoJoined80 points · Silver trophy4 right · 1 close · 0 wrong2 min 5 s',
      '佐藤 結衣Not joinedNot started',
    ]);
    const questions = screen.getByRole('table', { name: 'School Life Sentences' });
    expect(within(questions).getAllByRole('row')[1]).toHaveTextContent(
      '3. Our school festival is in October.0 of 202Our school trip is in May. (2)',
    );
  });
});
