import { nextLearnedStatus } from '../../src/lib/rules/learned-status';
import { courses } from '../db/courses';
import { exerciseContents, type ExerciseContentRecord } from '../db/exercise-content';
import { exerciseLogs, logsOfAlias, type ExerciseLog } from '../db/exercise-logs';
import { learnedItems, type LearnedItem } from '../db/learned-items';
import { addDays, japanDay } from '../rules/learning-history';
import type { TrophyLevel } from '../rules/trophy';
import { COURSE, EXERCISE, ORG_COURSES } from './content-catalogue';
import { ALIAS, ORG, USER } from './demo-identities';
import { pick, seededRandom, simulateSession, type Random } from './history-sessions';

// Seeds the learning history (exercise logs and the learned items they move), dates relative to
// the backend clock. Runs for assignments are the assignments seed's (laid before this one); these
// are course practice:
// - hana (Sakura): the last 60 days, two to four sessions on most days, gaps on some days (most
//   Sundays), improving over time; some practice runs; one session left unfinished today; and
//   three exercises played once only, for a bronze, a silver and a gold, so that every trophy
//   level shows whatever the date;
// - hana (Midori): five sessions in the last two weeks; taro: three last week; ken: nothing.
// The classmates' are classmates-history.ts's, with the same means.

const HISTORY_DAYS = 60;

export type Learner = { userUuid: string; aliasUuid: string; orgHash: string };
type Run = { content: ExerciseContentRecord; aim?: TrophyLevel };

const HANA_SAKURA = {
  userUuid: USER.hana.uuid,
  aliasUuid: ALIAS.hanaSakura,
  orgHash: ORG.sakura.hash,
};
const HANA_MIDORI = {
  userUuid: USER.hana.uuid,
  aliasUuid: ALIAS.hanaMidori,
  orgHash: ORG.midori.hash,
};
const TARO = { userUuid: USER.taro.uuid, aliasUuid: ALIAS.taroKaisha, orgHash: ORG.kaisha.hash };

/** hana's once-only exercises: days ago and the trophy each run earns. */
const MILESTONES: { daysAgo: number; aim: TrophyLevel }[] = [
  { daysAgo: 45, aim: 1 },
  { daysAgo: 30, aim: 2 },
  { daysAgo: 12, aim: 3 },
];

/** The exercises of the organisation's courses that have content, in catalogue order. */
function playableFor(orgHash: string): ExerciseContentRecord[] {
  const visible = ORG_COURSES[orgHash] ?? [];
  return Object.values(EXERCISE)
    .map((uuid) => exerciseContents.get(uuid))
    .filter(
      (record): record is ExerciseContentRecord => !!record && visible.includes(record.courseUuid),
    );
}

/** Harder courses go less well; `progress` (0-1) is how far into the period the session is. */
function abilityFor(content: ExerciseContentRecord, progress: number, random: Random): number {
  const level = courses.get(content.courseUuid)?.cefrj ?? 3;
  const ability = 0.5 + 0.3 * progress - 0.035 * (level - 3) + (random() - 0.5) * 0.15;
  return Math.min(0.97, Math.max(0.3, ability));
}

/** Sessions one after another from `start`, a few minutes apart, some followed by practice. */
function playInARow(
  learner: Learner,
  runs: Run[],
  start: number,
  progress: number,
  random: Random,
) {
  const logs: ExerciseLog[] = [];
  let at = start;
  for (const { content, aim } of runs) {
    const ability = abilityFor(content, progress, random);
    const plan = { ...learner, content, aim, startedAt: new Date(at), finished: true, ability };
    const log = simulateSession(plan, random);
    logs.push(log);
    at = Date.parse(log.endedAt!) + Math.round((1 + random() * 9) * 60_000);
    const missed = log.answers.filter((a) => a.correct === false).map((a) => a.problemUuid);
    if (!aim && missed.length > 0 && random() < 0.25) {
      const practiceOf = { logId: log.logId, problemUuids: [...new Set(missed)] };
      const practice = simulateSession({ ...plan, startedAt: new Date(at), practiceOf }, random);
      logs.push(practice);
      at = Date.parse(practice.endedAt!) + 60_000;
    }
  }
  return logs;
}

/** 16:30-19:30 Japan time (after school) on the day. */
const afterSchool = (day: string, random: Random) =>
  Date.parse(`${day}T07:30:00Z`) + random() * 3 * 3_600_000;

/** Exercises where every trophy level is reachable (four judged problems or more). */
const showsEveryLevel = (content: ExerciseContentRecord) => {
  const problems = content.problems.filter((p) => !p.practiceOnly);
  return problems.length >= 4 && problems.every((p) => p.kind !== 'writing' && p.kind !== 'listen');
};

function hanaSakuraLogs(now: Date): ExerciseLog[] {
  const random = seededRandom('history:hana:sakura');
  // Milestones: exercises she has not played for an assignment, and no drill, whose cards are
  // better practised again and again (learned badges).
  const playable = playableFor(HANA_SAKURA.orgHash);
  const forAssignments = new Set(logsOfAlias(HANA_SAKURA.aliasUuid).map((log) => log.exerciseUuid));
  const milestones = playable
    .filter((content) => !forAssignments.has(content.uuid) && ![4, 5, 6].includes(content.type))
    .filter(showsEveryLevel)
    .slice(0, MILESTONES.length);
  const pool = playable.filter((content) => !milestones.includes(content));
  if (pool.length === 0) return [];
  const today = japanDay(now);
  const logs: ExerciseLog[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo);
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    const milestone = MILESTONES.findIndex((m) => m.daysAgo === daysAgo);
    if (milestone < 0 && ((sunday && random() < 0.8) || random() < 0.25)) continue;
    const runs: Run[] = Array.from({ length: 2 + Math.floor(random() * 3) }, () => ({
      content: pick(pool, random),
    }));
    if (milestones[milestone])
      runs.push({ content: milestones[milestone], aim: MILESTONES[milestone]!.aim });
    logs.push(
      ...playInARow(
        HANA_SAKURA,
        runs,
        afterSchool(day, random),
        1 - daysAgo / HISTORY_DAYS,
        random,
      ),
    );
  }
  // Started two hours ago and left half done: the recent list shows it without a result.
  const startedAt = new Date(now.getTime() - 2 * 3_600_000);
  const plan = {
    ...HANA_SAKURA,
    content: pick(pool, random),
    startedAt,
    finished: false,
    ability: 0.8,
  };
  logs.push(simulateSession(plan, random));
  return logs;
}

/**
 * A few sessions, one on each of these days ago, preferring the exercises of one course;
 * `progress` (0-1) is how well they go (abilityFor).
 */
export function fewSessions(
  learner: Learner,
  daysAgo: number[],
  courseUuid: string,
  now: Date,
  progress = 0.5,
): ExerciseLog[] {
  const random = seededRandom(`history:${learner.aliasUuid}`);
  const playable = playableFor(learner.orgHash);
  const preferred = playable.filter((content) => content.courseUuid === courseUuid);
  const choices = preferred.length > 0 ? preferred : playable;
  if (choices.length === 0) return [];
  const today = japanDay(now);
  return daysAgo.flatMap((ago) =>
    playInARow(
      learner,
      [{ content: pick(choices, random) }],
      afterSchool(addDays(today, -ago), random),
      progress,
      random,
    ),
  );
}

/** The learned status of every drill card, replaying the drill answers oldest first. */
function learnedItemsOf(aliasUuid: string, logs: readonly ExerciseLog[]): LearnedItem[] {
  const items = new Map<string, LearnedItem>();
  for (const log of logs) {
    if (log.exerciseType !== 4 && log.exerciseType !== 5 && log.exerciseType !== 6) continue;
    for (const answer of log.answers) {
      const correct = answer.correct === true;
      const current = items.get(answer.problemUuid);
      items.set(answer.problemUuid, {
        aliasUuid,
        itemUuid: answer.problemUuid,
        exerciseType: log.exerciseType,
        status: nextLearnedStatus(current?.status, correct).newLearnStatus,
        lastAnsweredAt: answer.at,
        lastMistakeAt: correct ? (current?.lastMistakeAt ?? null) : answer.at,
        timesCorrect: (current?.timesCorrect ?? 0) + (correct ? 1 : 0),
        timesIncorrect: (current?.timesIncorrect ?? 0) + (correct ? 0 : 1),
      });
    }
  }
  return [...items.values()];
}

export async function seedHistory(now: Date): Promise<void> {
  const histories: [Learner, ExerciseLog[]][] = [
    [HANA_SAKURA, hanaSakuraLogs(now)],
    [HANA_MIDORI, fewSessions(HANA_MIDORI, [13, 9, 6, 3, 1], COURSE.toeic600, now)],
    [TARO, fewSessions(TARO, [6, 4, 2], COURSE.businessMeetingsEmail, now)],
  ];
  for (const [learner, logs] of histories) await seedLearnerHistory(learner, logs);
}

/** Inserts the learner's logs, then the learned items of every drill answer of the alias. */
export async function seedLearnerHistory(learner: Learner, logs: ExerciseLog[]): Promise<void> {
  for (const log of logs) await exerciseLogs.insert(log);
  // The assignment runs (laid before) move the cards too.
  const oldestFirst = logsOfAlias(learner.aliasUuid).reverse();
  for (const item of learnedItemsOf(learner.aliasUuid, oldestFirst))
    await learnedItems.insert(item);
}
