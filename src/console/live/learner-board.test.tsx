import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import type { LearnerExerciseProgress } from '../../api/generated/model/learnerExerciseProgress';
import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';
import { CONSOLE_FORMATS, CONSOLE_TIME_ZONE } from '../i18n/console-language';
import en from '../i18n/en';
import ja from '../i18n/ja';
import { LearnerBoard } from './learner-board';

// The teacher's view of the room, from fixtures: the counts, every learner in a table, where
// each is, the device and since when, each locked exercise with its trophy, who was taken over,
// and the four orders. Times are shown in Japan time (UTC+9).

const COURSE = '00000000-0000-4000-8000-00000000c001';
const GREETING = '00000000-0000-4000-8000-00000000e001';
const SCHOOL_DAY = '00000000-0000-4000-8000-00000000e002';

const EXERCISES: ConductedLiveSession['exercises'] = [
  { courseUuid: COURSE, exerciseUuid: GREETING, exerciseType: 4, title: 'Greeting Words' },
  { courseUuid: COURSE, exerciseUuid: SCHOOL_DAY, exerciseType: 7, title: 'My School Day' },
];

function session(exercises = EXERCISES): ConductedLiveSession {
  return {
    id: 7,
    version: 3,
    status: 'active',
    startsAt: '2026-11-22T00:00:00Z',
    endsAt: '2026-11-22T00:50:00Z',
    group: { id: 1, name: '2-A', orgHash: 'sakura', orgName: 'Sakura Junior High School' },
    joinedCount: 0,
    limitedMode: exercises.length > 0 ? { id: 4, version: 1 } : null,
    exercises,
  };
}

const NOT_STARTED = { status: 'notStarted', trophy: null, answered: 0, problems: 0 } as const;

function progress(
  exerciseUuid: string,
  state: Partial<LearnerExerciseProgress> = {},
): LearnerExerciseProgress {
  return { courseUuid: COURSE, exerciseUuid, ...NOT_STARTED, ...state };
}

let serial = 0;
/** A learner of 2-A: not joined and nothing started unless `state` says otherwise. */
function learner(userName: string, state: Partial<LiveClassLearner> = {}): LiveClassLearner {
  serial += 1;
  const id = String(serial).padStart(12, '0');
  return {
    aliasUuid: `00000000-0000-4000-8000-${id}`,
    userUuid: `10000000-0000-4000-8000-${id}`,
    email: `${userName.split(' ')[0]!.toLowerCase()}@sakura.example`,
    userName,
    joined: false,
    deviceUuid: null,
    joinedAt: null,
    where: 'notJoined',
    currentExercise: null,
    lastSeenAt: null,
    takeOvers: 0,
    lastTakenOverAt: null,
    exercises: [progress(GREETING), progress(SCHOOL_DAY)],
    ...state,
  };
}

function joinedAt(at: string, device: string): Partial<LiveClassLearner> {
  return { joined: true, deviceUuid: device, joinedAt: at, lastSeenAt: at, where: 'lobby' };
}

/** Five learners: one in each place, one done with both exercises, one never joined. */
const CLASS = [
  learner('Hana Sato', {
    ...joinedAt('2026-11-22T00:02:00Z', '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11'),
    where: 'exercise',
    currentExercise: { courseUuid: COURSE, exerciseUuid: SCHOOL_DAY, question: 4, questions: 8 },
    takeOvers: 2,
    lastTakenOverAt: '2026-11-22T00:14:00Z',
    exercises: [
      progress(GREETING, { status: 'finished', trophy: 3, answered: 10, problems: 10 }),
      progress(SCHOOL_DAY, { status: 'inProgress', answered: 3, problems: 8 }),
    ],
  }),
  learner('Yui Ito', {
    ...joinedAt('2026-11-22T00:01:00Z', 'aa11bb22-0000-4000-8000-000000000002'),
    exercises: [
      progress(GREETING, { status: 'finished', trophy: 1, answered: 10, problems: 10 }),
      progress(SCHOOL_DAY, { status: 'finished', trophy: 2, answered: 8, problems: 8 }),
    ],
  }),
  learner('Aoi Kato', {
    ...joinedAt('2026-11-22T00:04:00Z', 'cc33dd44-0000-4000-8000-000000000003'),
    where: 'away',
    lastSeenAt: '2026-11-22T00:05:30Z',
    takeOvers: 1,
    lastTakenOverAt: '2026-11-22T00:04:00Z',
    exercises: [
      progress(GREETING, { status: 'inProgress', answered: 6, problems: 10 }),
      progress(SCHOOL_DAY),
    ],
  }),
  learner('Ren Mori', {
    ...joinedAt('2026-11-22T00:03:00Z', 'ee55ff66-0000-4000-8000-000000000004'),
    where: 'exercise',
    currentExercise: { courseUuid: COURSE, exerciseUuid: GREETING, question: 2, questions: 10 },
    exercises: [
      progress(GREETING, { status: 'inProgress', answered: 1, problems: 10 }),
      progress(SCHOOL_DAY),
    ],
  }),
  learner('Daichi Abe'),
];

type BoardOptions = {
  language?: 'ja' | 'en';
  exercises?: typeof EXERCISES;
  problem?: string | null;
};

function board(
  learners: readonly LiveClassLearner[],
  { language = 'en', exercises = EXERCISES, problem = null }: BoardOptions = {},
) {
  return (
    <IntlProvider
      locale={language}
      messages={language === 'ja' ? ja : en}
      timeZone={CONSOLE_TIME_ZONE}
      formats={CONSOLE_FORMATS}
    >
      <LearnerBoard
        session={session(exercises)}
        learners={learners}
        pollSeconds={2}
        problem={problem}
      />
    </IntlProvider>
  );
}

/** The board on screen; its table. */
function renderBoard(learners: readonly LiveClassLearner[] = CLASS, options: BoardOptions = {}) {
  render(board(learners, options));
  return screen.getByRole('table', { name: options.language === 'ja' ? '生徒の様子' : 'Learners' });
}

/** The learners' names, top to bottom. */
const order = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.textContent);

/** The row of one learner (named by its cells, the learner's first). */
const row = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name}`) });

describe('the room', () => {
  it('counts who joined, who finished every exercise and where they are', () => {
    renderBoard();
    const room = screen.getByRole('region', { name: 'Learners' });
    expect(within(room).getByText('4 / 5 joined, 1 finished')).toBeInTheDocument();
    expect(room).toHaveTextContent(
      '1 learner in the lobby, 2 in an exercise, 1 away' +
        'Finished: done with both locked exercises.',
    );
  });

  it('counts in Japanese', () => {
    renderBoard(CLASS, { language: 'ja' });
    const room = screen.getByRole('region', { name: '生徒の様子' });
    expect(within(room).getByText('参加 4 / 5 人・完了 1 人')).toBeInTheDocument();
    expect(room).toHaveTextContent('ロビー 1 人・エクササイズ中 2 人・離席中 1 人');
    expect(room).toHaveTextContent('完了は、限定した 2 個のエクササイズをすべて終えた生徒です。');
  });

  it('lists every learner, joined or not, by name', () => {
    const table = renderBoard();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Learner',
      'Where',
      'Device (joined)',
      'Progress',
      'Taken over',
      'Greeting Words',
      'My School Day',
    ]);
    expect(order(table)).toEqual(['Aoi Kato', 'Daichi Abe', 'Hana Sato', 'Ren Mori', 'Yui Ito']);
    expect(within(table).getByRole('columnheader', { name: 'Learner' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(row(table, 'Daichi Abe')).toHaveTextContent('Daichi Abedaichi@sakura.exampleNot joined');
    expect(within(row(table, 'Daichi Abe')).getAllByRole('cell')).toHaveLength(5);
  });

  it('says where each learner is, on which device and since when (Japan time)', () => {
    const table = renderBoard();
    const cells = (name: string) =>
      within(row(table, name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Hana Sato')).toEqual([
      'My School DayQuestion 4 of 8',
      '6f1f7a52since 9:02 AM',
      'Finished',
      'In progress 3/8',
      '2 timeslast at 9:14 AM',
    ]);
    expect(cells('Yui Ito')).toEqual([
      'In the lobby',
      'aa11bb22since 9:01 AM',
      'Finished',
      'Finished',
      '',
    ]);
    expect(cells('Aoi Kato')).toEqual([
      'Awaysince 9:05 AM',
      'cc33dd44since 9:04 AM',
      'In progress 6/10',
      'Not started',
      'Oncelast at 9:04 AM',
    ]);
    expect(cells('Daichi Abe')).toEqual(['Not joined', '', 'Not started', 'Not started', '']);
  });

  it('shows the trophy of each finished exercise', () => {
    const table = renderBoard();
    expect(
      within(row(table, 'Hana Sato')).getByRole('img', { name: 'Gold trophy' }),
    ).toBeInTheDocument();
    expect(
      within(row(table, 'Yui Ito'))
        .getAllByRole('img', { name: /trophy/ })
        .map((trophy) => trophy.getAttribute('aria-label')),
    ).toEqual(['Bronze trophy', 'Silver trophy']);
    expect(within(row(table, 'Ren Mori')).queryByRole('img', { name: /trophy/ })).toBeNull();
  });

  it('sorts by where: the lobby, the exercises in order, away, not joined; then back', async () => {
    const user = userEvent.setup();
    const table = renderBoard();
    const where = within(table).getByRole('columnheader', { name: 'Where' });
    await user.click(within(where).getByRole('button', { name: 'Where' }));
    expect(order(table)).toEqual(['Yui Ito', 'Ren Mori', 'Hana Sato', 'Aoi Kato', 'Daichi Abe']);
    expect(where).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Learner' })).not.toHaveAttribute(
      'aria-sort',
    );
    await user.click(within(where).getByRole('button', { name: 'Where' }));
    expect(where).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Daichi Abe', 'Aoi Kato', 'Hana Sato', 'Ren Mori', 'Yui Ito']);
  });

  it('sorts by progress, the most first: finished exercises, then answered', async () => {
    const user = userEvent.setup();
    const table = renderBoard();
    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    const header = within(table).getByRole('columnheader', { name: 'Progress' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Yui Ito', 'Hana Sato', 'Aoi Kato', 'Ren Mori', 'Daichi Abe']);
    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(order(table)).toEqual(['Daichi Abe', 'Ren Mori', 'Aoi Kato', 'Hana Sato', 'Yui Ito']);
  });

  it('sorts by joined time by keyboard, learners not joined last either way', async () => {
    const user = userEvent.setup();
    const table = renderBoard();
    const button = within(table).getByRole('button', { name: 'Device (joined)' });
    button.focus();
    await user.keyboard('{Enter}');
    const header = within(table).getByRole('columnheader', { name: 'Device (joined)' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(order(table)).toEqual(['Yui Ito', 'Hana Sato', 'Ren Mori', 'Aoi Kato', 'Daichi Abe']);
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(order(table)).toEqual(['Aoi Kato', 'Ren Mori', 'Hana Sato', 'Yui Ito', 'Daichi Abe']);
    // Back to names, Z to A on the second press.
    await user.click(within(table).getByRole('button', { name: 'Learner' }));
    expect(order(table)).toEqual(['Aoi Kato', 'Daichi Abe', 'Hana Sato', 'Ren Mori', 'Yui Ito']);
    await user.click(within(table).getByRole('button', { name: 'Learner' }));
    expect(within(table).getByRole('columnheader', { name: 'Learner' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(order(table)).toEqual(['Yui Ito', 'Ren Mori', 'Hana Sato', 'Daichi Abe', 'Aoi Kato']);
  });

  it('keeps its order as the room is read again, and says when a read failed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(board(CLASS));
    const table = screen.getByRole('table', { name: 'Learners' });
    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    // Ren finishes both exercises: he moves to the top.
    const ren = CLASS[3]!;
    const next = CLASS.map((one) =>
      one === ren
        ? {
            ...ren,
            where: 'lobby' as const,
            currentExercise: null,
            exercises: [
              progress(GREETING, { status: 'finished', trophy: 3, answered: 10, problems: 10 }),
              progress(SCHOOL_DAY, { status: 'finished', trophy: 3, answered: 8, problems: 8 }),
            ],
          }
        : one,
    );
    rerender(board(next, { problem: 'The backend cannot be reached.' }));
    expect(within(table).getByRole('columnheader', { name: 'Progress' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(order(table)).toEqual(['Ren Mori', 'Yui Ito', 'Hana Sato', 'Aoi Kato', 'Daichi Abe']);
    expect(screen.getByText('4 / 5 joined, 2 finished')).toBeInTheDocument();
    expect(screen.getByText('The backend cannot be reached.')).toBeInTheDocument();
    expect(screen.queryByText('Updates itself every 2 seconds')).toBeNull();
  });

  it('without a lock, lists the learners with no exercise columns and says how to get them', () => {
    const table = renderBoard(
      CLASS.map((one) => ({ ...one, exercises: [] })),
      { exercises: [] },
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Learner', 'Where', 'Device (joined)', 'Taken over']);
    expect(within(table).queryByRole('button', { name: 'Progress' })).toBeNull();
    expect(screen.getByText('4 / 5 joined, 0 finished')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Choose exercises and lock the class to them: each learner’s progress then shows here.',
      ),
    ).toBeInTheDocument();
  });

  describe('where the app says the learner is', () => {
    const joined = (name: string, where: LiveClassLearner['where'], state = {}) =>
      learner(name, {
        ...joinedAt('2026-11-22T00:02:00Z', 'ab12cd34-0000-4000-8000-000000000009'),
        where,
        placeReportedAt: '2026-11-22T00:10:00Z',
        ...state,
      });
    const onGreeting = (question: number, answerSheet: boolean, questions = 5) => ({
      currentExercise: {
        courseUuid: COURSE,
        exerciseUuid: GREETING,
        question,
        questions,
        answerSheet,
      },
    });
    const ROOM = [
      joined('Hana Sato', 'lobby'),
      joined('Yui Ito', 'result', {
        ...onGreeting(5, false),
        exercises: [
          progress(GREETING, { status: 'finished', trophy: 2, answered: 5, problems: 5 }),
          progress(SCHOOL_DAY),
        ],
      }),
      joined('Ren Mori', 'exercise', onGreeting(1, true)),
      joined('Aoi Kato', 'exercise', onGreeting(1, false, 0)),
      joined('Mei Ono', 'left'),
    ];
    const whereCell = (table: HTMLElement, name: string) =>
      within(row(table, name)).getAllByRole('cell')[0]?.textContent;

    it('shows the answer sheet, the result screen, before the start and left', () => {
      const table = renderBoard(ROOM);
      expect(whereCell(table, 'Hana Sato')).toBe('In the lobby');
      expect(whereCell(table, 'Yui Ito')).toBe('Greeting WordsResult screen');
      expect(whereCell(table, 'Ren Mori')).toBe('Greeting WordsAnswer to question 1 of 5');
      expect(whereCell(table, 'Aoi Kato')).toBe('Greeting WordsNot started yet');
      expect(whereCell(table, 'Mei Ono')).toBe('Left the class screens');
    });

    it('counts the result screens and who left, in both languages', () => {
      renderBoard(ROOM);
      expect(screen.getByRole('region', { name: 'Learners' })).toHaveTextContent(
        '1 learner in the lobby, 2 in an exercise, 1 on a result screen, 0 away, 1 left the class screens',
      );
    });

    it('counts in Japanese, and shows the places in Japanese', () => {
      const table = renderBoard(ROOM, { language: 'ja' });
      expect(screen.getByRole('region', { name: '生徒の様子' })).toHaveTextContent(
        'ロビー 1 人・エクササイズ中 2 人・結果画面 1 人・離席中 0 人・授業の画面の外 1 人',
      );
      expect(whereCell(table, 'Ren Mori')).toBe('Greeting Words5 問中 1 問目の解答');
      expect(whereCell(table, 'Yui Ito')).toBe('Greeting Words結果画面');
      expect(whereCell(table, 'Mei Ono')).toBe('授業の画面の外');
    });

    it("sorts a result after its exercise's questions, and left before away", async () => {
      const user = userEvent.setup();
      const table = renderBoard([
        ...ROOM,
        joined('Daichi Abe', 'away'),
        joined('Sora Endo', 'exercise', onGreeting(4, false)),
      ]);
      await user.click(within(table).getByRole('button', { name: 'Where' }));
      expect(order(table)).toEqual([
        'Hana Sato',
        'Aoi Kato',
        'Ren Mori',
        'Sora Endo',
        'Yui Ito',
        'Mei Ono',
        'Daichi Abe',
      ]);
    });
  });
});
