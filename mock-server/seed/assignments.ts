import { assignments, submissions } from '../db/assignments';
import { exerciseContents, problemOf, testProblemUuids } from '../db/exercise-content';
import { exerciseLogs, type ExerciseLog, type LoggedAnswer } from '../db/exercise-logs';
import { nextId } from '../runtime/ids';
import {
  correctAnswersNeeded,
  trophyForCounts,
  trophyForScore,
  type TrophyLevel,
} from '../rules/trophy';
import {
  COURSE_CATALOGUE,
  COURSE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  EXERCISE_TYPE,
  orgCanSeeCourse,
  type ExerciseKey,
} from './content-catalogue';
import { japanDayStart } from '../../src/lib/rules/japan-time';
import { ALIAS, GROUP, USER } from './demo-identities';

// Assignments of the demo world, their dates relative to the backend clock (in Japan time), and the
// exercise runs behind every bit of progress: a submitted assignment has an ended test run of each
// of its exercises (the last one ending at the submission), an unfinished one has runs of some.
// - hana, Sakura 2-A: one assignment in each status 1-6 (ASSIGNMENT below) and ten more, all
//   submitted (two of them late), across the current and the previous academic year;
// - hana, Midori TOEIC 600 Class: three; taro, Kaisha New Hires 2026: two;
// - ken (2-B): none, so his historical total is 0.
// The classmates' progress on their group's assignments is classmates-assignments.ts's.

/** The assignment in each status for hana's Sakura alias (2-A), by the status the seed gives it. */
export const ASSIGNMENT = {
  comingSoon: 101,
  tryIt: 102,
  doneBeforeDue: 103,
  overdue: 104,
  doneDuePassed: 105,
  doneLate: 106,
} as const;

/** How a run of an exercise went: the trophy it aims at ('none' earns none). */
export type Result = 'gold' | 'silver' | 'bronze' | 'none';

/** A time of day in Japan: hours and minutes. */
type TimeOfDay = [number, number];

export type Progress =
  /** Submitted on `day` (from today) at `at` (19:40); every exercise finished with the results. */
  | { submitted: { day: number; results: Result[]; at?: TimeOfDay } }
  /**
   * Not submitted: these exercises (by index) finished, and one run left unfinished; worked on
   * `day` (the day after the start) at `at` (20:30).
   */
  | { finished: Record<number, Result>; abandoned?: number; day?: number; at?: TimeOfDay };

export type Plan = {
  id: number;
  groupId: number;
  aliasUuid: string;
  userUuid: string;
  title: string;
  /** Days from today (Japan time): start at 08:30, due at 23:59. */
  startDay: number;
  dueDay: number;
  exercises: ExerciseKey[];
  progress: Progress;
};

const hanaSakura = {
  groupId: GROUP.sakura2A.id,
  aliasUuid: ALIAS.hanaSakura,
  userUuid: USER.hana.uuid,
};
const hanaMidori = {
  groupId: GROUP.midoriToeic600.id,
  aliasUuid: ALIAS.hanaMidori,
  userUuid: USER.hana.uuid,
};
const taroKaisha = {
  groupId: GROUP.kaishaNewHires.id,
  aliasUuid: ALIAS.taroKaisha,
  userUuid: USER.taro.uuid,
};

const done = (day: number, ...results: Result[]): Progress => ({ submitted: { day, results } });

/** The demo world's assignments, each with the progress of the pinned account it was set to. */
export const PLANS: readonly Plan[] = [
  // hana, Sakura 2-A: one in each status.
  {
    ...hanaSakura,
    id: ASSIGNMENT.comingSoon,
    title: 'Unit 6: Plans for the Holidays',
    startDay: 3,
    dueDay: 10,
    exercises: ['futurePlansTranslationQuiz', 'canTranslationDrill', 'schoolDayDictation'],
    progress: { finished: {} },
  },
  {
    ...hanaSakura,
    id: ASSIGNMENT.tryIt,
    title: 'Unit 5: Talking About Hobbies',
    startDay: -5,
    dueDay: 5,
    exercises: ['hobbiesChat', 'schoolLifeTyping', 'selfIntroductionWriting'],
    progress: { finished: { 0: 'silver' }, abandoned: 1 },
  },
  {
    ...hanaSakura,
    id: ASSIGNMENT.doneBeforeDue,
    title: 'Listening Check: Numbers and Colours',
    startDay: -6,
    dueDay: 4,
    exercises: ['numbersListening', 'coloursPronunciation'],
    progress: done(-1, 'gold', 'silver'),
  },
  {
    ...hanaSakura,
    id: ASSIGNMENT.overdue,
    title: 'Unit 4 Review: Past Tense',
    startDay: -14,
    dueDay: -2,
    exercises: ['pastFormsVocabulary', 'lastSundayDictation', 'presentSimpleTranslationQuiz'],
    progress: { finished: { 0: 'bronze' } },
  },
  {
    ...hanaSakura,
    id: ASSIGNMENT.doneDuePassed,
    title: 'Travel Role-Play: At the Airport',
    startDay: -20,
    dueDay: -8,
    exercises: ['airportCheckInChat', 'airportAnnouncementsQuiz', 'hotelCheckInDemo'],
    progress: done(-10, 'gold', 'gold', 'none'),
  },
  {
    ...hanaSakura,
    id: ASSIGNMENT.doneLate,
    title: 'Eiken Pre-2 Vocabulary Week',
    startDay: -19,
    dueDay: -5,
    exercises: ['eikenVerbsVocabulary', 'eikenAdjectivesVocabulary', 'confusingSoundsListening'],
    progress: done(-3, 'silver', 'bronze', 'gold'),
  },
  // hana, Sakura 2-A: earlier ones, this academic year and the last (at the integration tests'
  // clock, 22 November, the year began 235 days ago).
  {
    ...hanaSakura,
    id: 107,
    title: 'Unit 3: He Plays, She Studies',
    startDay: -35,
    dueDay: -28,
    exercises: ['thirdPersonTyping', 'presentSimpleTranslationQuiz'],
    progress: done(-32, 'gold', 'silver'),
  },
  {
    ...hanaSakura,
    id: 108,
    title: 'Writing: Introduce Yourself',
    startDay: -60,
    dueDay: -53,
    exercises: ['greetingsChat', 'selfIntroductionWriting'],
    progress: done(-51, 'silver', 'none'),
  },
  {
    ...hanaSakura,
    id: 109,
    title: 'Unit 2: What Can You Do?',
    startDay: -90,
    dueDay: -83,
    exercises: ['canTranslationDrill', 'beVerbTranslationDrill', 'thirdPersonTyping'],
    progress: done(-86, 'bronze', 'gold', 'silver'),
  },
  {
    ...hanaSakura,
    id: 110,
    title: 'Pronunciation Practice: Travel Words',
    startDay: -120,
    dueDay: -113,
    exercises: ['travelWordsPronunciation', 'orderingFoodReading'],
    progress: done(-115, 'silver', 'gold'),
  },
  {
    ...hanaSakura,
    id: 111,
    title: 'Unit 1: Nice to Meet You',
    startDay: -150,
    dueDay: -143,
    exercises: [
      'greetingsChat',
      'introducingFriendDemo',
      'schoolDayDictation',
      'weekendParkReading',
    ],
    progress: done(-146, 'gold', 'none', 'silver', 'bronze'),
  },
  {
    ...hanaSakura,
    id: 112,
    title: 'Year-End Review: Everyday Actions',
    startDay: -250,
    dueDay: -243,
    exercises: ['presentSimpleTranslationQuiz', 'thirdPersonTyping', 'pastFormsVocabulary'],
    progress: done(-245, 'silver', 'silver', 'gold'),
  },
  {
    ...hanaSakura,
    id: 113,
    title: 'Listening: Short Conversations',
    startDay: -280,
    dueDay: -273,
    exercises: ['eikenConversationQuiz', 'confusingSoundsListening'],
    progress: done(-271, 'bronze', 'silver'),
  },
  {
    ...hanaSakura,
    id: 114,
    title: 'Picture Words: Food and Animals',
    startDay: -320,
    dueDay: -313,
    exercises: ['fruitAndFoodPictures', 'animalPictures', 'greetingWordsVocabulary'],
    progress: done(-317, 'gold', 'gold', 'silver'),
  },
  {
    ...hanaSakura,
    id: 115,
    title: 'Finding Your Way in a New Town',
    startDay: -360,
    dueDay: -353,
    exercises: [
      'askingTheWayDictation',
      'hotelRoomPictures',
      'hotelCheckInDemo',
      'airportAnnouncementsQuiz',
      'orderingFoodReading',
    ],
    progress: done(-355, 'silver', 'gold', 'none', 'bronze', 'silver'),
  },
  {
    ...hanaSakura,
    id: 116,
    title: 'Opinion Writing: School Uniforms',
    startDay: -400,
    dueDay: -393,
    exercises: ['schoolUniformsWriting', 'volunteerReading'],
    progress: done(-396, 'none', 'gold'),
  },
  // hana, Midori Cram School, TOEIC 600 Class.
  {
    ...hanaMidori,
    id: 201,
    title: 'TOEIC Part 2: Question and Response',
    startDay: -3,
    dueDay: 4,
    exercises: ['questionResponseQuiz', 'datesAndNumbersListening', 'businessWordsVocabulary'],
    progress: { finished: { 0: 'silver' } },
  },
  {
    ...hanaMidori,
    id: 202,
    title: 'TOEIC Part 4: Short Talks',
    startDay: -20,
    dueDay: -13,
    exercises: ['shortTalksDictation', 'announcementReading'],
    progress: done(-14, 'bronze', 'silver'),
  },
  {
    ...hanaMidori,
    id: 203,
    title: 'Mock Test Review: Office Vocabulary',
    startDay: 2,
    dueDay: 9,
    exercises: ['officeItemsPictures', 'businessWordsVocabulary', 'officeNoticesTyping'],
    progress: { finished: {} },
  },
  // taro, Kaisha Trading Co., New Hires 2026.
  {
    ...taroKaisha,
    id: 301,
    title: 'Week 1: Joining an Online Meeting',
    startDay: -12,
    dueDay: -5,
    exercises: ['joiningMeetingChat', 'openingMeetingDemo', 'emailPhrasesTyping'],
    progress: done(-6, 'silver', 'none', 'gold'),
  },
  {
    ...taroKaisha,
    id: 302,
    title: 'Week 2: Writing to Clients',
    startDay: -4,
    dueDay: 3,
    exercises: ['emailTranslationQuiz', 'politeRequestsTranslationDrill', 'replyToClientWriting'],
    progress: { finished: {} },
  },
];

const MINUTE_MS = 60 * 1000;
/** `day` days from today's date in Japan, at hh:mm Japan time. */
function japanTime(now: Date, day: number, hours: number, minutes: number): Date {
  return new Date(japanDayStart(now, day).getTime() + (hours * 60 + minutes) * MINUTE_MS);
}

/** The trophy each intended result aims at; the run gets the fewest correct answers reaching it. */
const LEVEL: Record<Result, TrophyLevel | null> = { gold: 3, silver: 2, bronze: 1, none: null };
/** The reading score of each intended result. */
const SCORE: Record<Result, number> = { gold: 94, silver: 81, bronze: 63, none: 38 };
/** Unjudged exercises (sample audio, free writing) end without counts or trophy. */
const UNJUDGED = new Set<number>([EXERCISE_TYPE.DEMO, EXERCISE_TYPE.WRITING]);
/** Problems assumed for an exercise whose content is not in the store. */
const DEFAULT_PROBLEMS = 10;

/** One test run of an exercise for an assignment, ending at `endedAt` (null: left unfinished). */
function buildRun(
  plan: Plan,
  key: ExerciseKey,
  result: Result,
  startedAt: Date,
  endedAt: Date | null,
): ExerciseLog {
  const meta = EXERCISE_CATALOGUE[key];
  const exerciseUuid = EXERCISE[key];
  const content = exerciseContents.get(exerciseUuid);
  const problemUuids = content ? testProblemUuids(content) : [];
  const judged = !UNJUDGED.has(meta.type);
  const total = problemUuids.length || DEFAULT_PROBLEMS;
  const answered = endedAt
    ? problemUuids
    : problemUuids.slice(0, Math.floor(problemUuids.length / 2));
  const level = LEVEL[result];
  // Few problems can make a level unreachable (2 of 3 is only bronze): trophyForCounts decides.
  const correctCount = !judged
    ? 0
    : level === null
      ? Math.max(correctAnswersNeeded(1, total) - 1, 0)
      : correctAnswersNeeded(level, total);
  const answers: LoggedAnswer[] = answered.map((problemUuid, index) => {
    const correct = judged ? index < correctCount : null;
    const expected = content ? (problemOf(content, problemUuid)?.expected ?? '') : '';
    return {
      problemUuid,
      answer: correct === false ? '' : expected,
      skipped: false,
      correct,
      retry: 0,
      responseTimeMs: 2500 + ((index * 1700 + plan.id * 300) % 6000),
      wordsSpoken: null,
      at: new Date(startedAt.getTime() + (index + 1) * 20_000).toISOString(),
    };
  });
  const isReading = meta.type === EXERCISE_TYPE.SINGLE_SENTENCE_READING;
  const counts = {
    correct: judged && endedAt ? correctCount : 0,
    incorrect: judged && endedAt ? total - correctCount : 0,
    skipped: 0,
  };
  let trophy: TrophyLevel | null = null;
  if (endedAt && judged)
    trophy = isReading ? trophyForScore(SCORE[result]).trophy : trophyForCounts(counts).trophy;
  return {
    logId: nextId(),
    userUuid: plan.userUuid,
    aliasUuid: plan.aliasUuid,
    courseUuid: COURSE[meta.course],
    exerciseUuid,
    exerciseType: meta.type,
    assignmentId: plan.id,
    sessionId: null,
    limitedModeId: null,
    mode: 'test',
    parentLogId: null,
    problemUuids,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
    answers,
    numCorrectAnswers: counts.correct,
    numIncorrectAnswers: counts.incorrect,
    numSkipped: counts.skipped,
    totalScore: endedAt && isReading ? SCORE[result] : null,
    trophy,
  };
}

/** Runs one after another, 25 minutes apart, the last ending at `lastEnd`. */
function runsEndingAt(plan: Plan, finished: [number, Result][], lastEnd: Date): ExerciseLog[] {
  return finished.map(([index, result], position) => {
    const endedAt = new Date(lastEnd.getTime() - (finished.length - 1 - position) * 25 * MINUTE_MS);
    const startedAt = new Date(endedAt.getTime() - 6 * MINUTE_MS);
    return buildRun(plan, plan.exercises[index]!, result, startedAt, endedAt);
  });
}

function checkPlan(plan: Plan, orgHash: string): void {
  for (const key of plan.exercises) {
    const course = EXERCISE_CATALOGUE[key].course;
    if (!orgCanSeeCourse(orgHash, COURSE[course])) {
      throw new Error(
        `seed: assignment ${plan.id} uses ${COURSE_CATALOGUE[course].title}, not visible to ${orgHash}`,
      );
    }
  }
}

export async function seedAssignments(now: Date): Promise<void> {
  for (const plan of PLANS) {
    checkPlan(plan, Object.values(GROUP).find((g) => g.id === plan.groupId)!.orgHash);
    await assignments.insert({
      id: plan.id,
      groupId: plan.groupId,
      title: plan.title,
      startDate: japanTime(now, plan.startDay, 8, 30).toISOString(),
      dueDate: japanTime(now, plan.dueDay, 23, 59).toISOString(),
      exercises: plan.exercises.map((key) => ({
        courseUuid: COURSE[EXERCISE_CATALOGUE[key].course],
        exerciseUuid: EXERCISE[key],
      })),
    });
    await seedProgress(plan, now);
  }
}

/** The runs behind the plan's progress of its alias, and the submission when it submitted. */
export async function seedProgress(plan: Plan, now: Date): Promise<void> {
  const { progress } = plan;
  if ('submitted' in progress) {
    const [hours, minutes] = progress.submitted.at ?? [19, 40];
    const submittedAt = japanTime(now, progress.submitted.day, hours, minutes);
    const finished = progress.submitted.results.map((result, index): [number, Result] => [
      index,
      result,
    ]);
    for (const log of runsEndingAt(plan, finished, submittedAt)) await exerciseLogs.insert(log);
    await submissions.insert({
      assignmentId: plan.id,
      aliasUuid: plan.aliasUuid,
      submittedAt: submittedAt.toISOString(),
    });
  } else {
    const [hours, minutes] = progress.at ?? [20, 30];
    const evening = japanTime(now, progress.day ?? plan.startDay + 1, hours, minutes);
    const finished = Object.entries(progress.finished).map(([index, result]): [number, Result] => [
      Number(index),
      result,
    ]);
    for (const log of runsEndingAt(plan, finished, evening)) await exerciseLogs.insert(log);
    if (progress.abandoned !== undefined) {
      const startedAt = new Date(evening.getTime() + 10 * MINUTE_MS);
      await exerciseLogs.insert(
        buildRun(plan, plan.exercises[progress.abandoned]!, 'none', startedAt, null),
      );
    }
  }
}
