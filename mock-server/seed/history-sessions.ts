import type { ExerciseContentRecord, ProblemKey } from '../db/exercise-content';
import type { ExerciseLog, LoggedAnswer } from '../db/exercise-logs';
import { nextId } from '../runtime/ids';
import {
  correctAnswersNeeded,
  SCORE_THRESHOLDS,
  trophyForCounts,
  trophyForScore,
  type TrophyLevel,
} from '../rules/trophy';

// Plays one seeded exercise session the way a learner of a given ability would: answers with
// retries where the exercise allows them, response times, words spoken for speaking answers, the
// counts and the trophy endExercise would give. Randomness comes from a seeded generator, so the
// demo history is the same on every reset.

export type Random = () => number;

/** mulberry32: a small, fast, seedable generator (the same sequence for the same seed). */
export function seededRandom(seed: string): Random {
  let state = [...seed].reduce(
    (h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0,
    0x811c9dc5,
  );
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One of the items, at random. */
export const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)]!;

/** The items in a seeded order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export type SessionPlan = {
  userUuid: string;
  aliasUuid: string;
  content: ExerciseContentRecord;
  startedAt: Date;
  /** Chance of a right answer, 0-1. */
  ability: number;
  finished: boolean;
  /** Play for exactly this trophy (a seed that must show every level), whatever the ability. */
  aim?: TrophyLevel;
  /** A practice run repeats these problems of the test run it continues. */
  practiceOf?: { logId: number; problemUuids: string[] };
};

/** Drill runs ask at most this many cards (startExercise's problemCount default). */
const MAX_PROBLEMS = 10;
const SPEAKING_TYPES = new Set([1, 6, 10]);

/** Chat turns, dictation sentences and pronunciation cards may be tried again (up to twice). */
const retriesAllowed = (key: ProblemKey) =>
  key.kind === 'chat' || key.kind === 'dictation' || key.kind === 'pronunciation';
const isJudged = (key: ProblemKey) => key.kind !== 'writing' && key.kind !== 'listen';

/** Typical thinking-and-answering time of one answer, by how it is given. */
function answerMs(key: ProblemKey, random: Random, ability: number): number {
  const slowdown = 1.5 - ability * 0.8;
  const base: Record<ProblemKey['kind'], [number, number]> = {
    choice: [2_000, 7_000],
    pronunciation: [1_500, 4_000],
    chat: [3_000, 9_000],
    dictation: [7_000, 16_000],
    sentence: [8_000, 20_000],
    writing: [60_000, 180_000],
    listen: [3_000, 6_000],
  };
  const [low, high] = base[key.kind];
  return Math.round(between(random, low, high) * slowdown);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A plausible miss: another option, or the sentence with its last word lost. */
function wrongAnswer(key: ProblemKey): string {
  if (key.kind === 'choice') return key.correctOptionId === 'a' ? 'b' : 'a';
  const words = key.expected.split(/\s+/);
  return words.length > 1 ? words.slice(0, -1).join(' ') : '';
}

/** How a problem ends: as the learner's ability has it, or (for a run aiming at a trophy) fixed. */
type Outcome = 'free' | 'right' | 'wrong';

function playProblem(
  plan: SessionPlan,
  key: ProblemKey,
  outcome: Outcome,
  random: Random,
  clock: { ms: number },
): LoggedAnswer[] {
  const answers: LoggedAnswer[] = [];
  const speaking = SPEAKING_TYPES.has(plan.content.type);
  for (let retry = 0; ; retry++) {
    const lastTry = !retriesAllowed(key) || retry === 2;
    const skipped = outcome === 'free' && isJudged(key) && random() < 0.03;
    const correct = !isJudged(key)
      ? null
      : skipped || outcome === 'wrong'
        ? false
        : (outcome === 'right' && lastTry) || random() < plan.ability;
    const words =
      speaking && !skipped ? Math.max(1, wordCount(key.expected) - (correct ? 0 : 1)) : null;
    // Speaking answers take the time to say the words at the learner's pace, after a short pause.
    const responseTimeMs =
      words === null
        ? answerMs(key, random, plan.ability)
        : Math.round(
            between(random, 600, 2_400) +
              (words * 60_000) / between(random, 55, 95 + plan.ability * 60),
          );
    clock.ms += responseTimeMs;
    answers.push({
      problemUuid: key.problemUuid,
      answer: skipped
        ? null
        : correct === false
          ? wrongAnswer(key)
          : key.kind === 'choice'
            ? key.correctOptionId
            : key.expected,
      skipped,
      correct,
      retry,
      responseTimeMs,
      wordsSpoken: words,
      at: new Date(clock.ms).toISOString(),
    });
    clock.ms += Math.round(between(random, 1_500, 6_000));
    if (correct !== false || skipped || lastTry) return answers;
  }
}

/** The problems a run aiming at `aim` gets wrong: as many as the trophy allows, picked at random. */
function missedFor(aim: TrophyLevel, keys: ProblemKey[], random: Random): ProblemKey[] {
  const judged = keys.filter(isJudged);
  const missed = judged.length - correctAnswersNeeded(aim, judged.length);
  // The first `missed` picks of a Fisher-Yates shuffle.
  for (let i = 0; i < missed; i++) {
    const j = i + Math.floor(random() * (judged.length - i));
    [judged[i], judged[j]] = [judged[j]!, judged[i]!];
  }
  return judged.slice(0, missed);
}

/** One exercise session, as the exercise flow would have logged it. */
export function simulateSession(plan: SessionPlan, random: Random): ExerciseLog {
  const { content } = plan;
  const wanted = plan.practiceOf?.problemUuids;
  const keys = content.problems
    .filter((key) => !key.practiceOnly && (!wanted || wanted.includes(key.problemUuid)))
    .slice(0, MAX_PROBLEMS);
  const clock = { ms: plan.startedAt.getTime() + Math.round(between(random, 5_000, 20_000)) };
  const missed = new Set(plan.aim ? missedFor(plan.aim, keys, random) : []);
  const outcome = (key: ProblemKey): Outcome =>
    !plan.aim ? 'free' : missed.has(key) ? 'wrong' : 'right';
  const answers = keys.flatMap((key) => playProblem(plan, key, outcome(key), random, clock));
  const finalOf = keys.map((key) =>
    answers.filter((a) => a.problemUuid === key.problemUuid).at(-1)!,
  );
  const counts = {
    correct: finalOf.filter((a) => a.correct === true).length,
    incorrect: finalOf.filter((a) => a.correct === false && !a.skipped).length,
    skipped: finalOf.filter((a) => a.skipped).length,
  };
  const judged = keys.some(isJudged);
  // Single sentence reading ends with a pronunciation score; the others with counts.
  const totalScore =
    content.type !== 10
      ? null
      : plan.aim
        ? SCORE_THRESHOLDS[plan.aim]
        : Math.min(100, Math.round(35 + plan.ability * 55 + between(random, 0, 12)));
  const earnsTrophy = plan.finished && !plan.practiceOf && judged;
  const trophy = !earnsTrophy
    ? null
    : totalScore !== null
      ? trophyForScore(totalScore).trophy
      : trophyForCounts(counts).trophy;
  return {
    logId: nextId(),
    userUuid: plan.userUuid,
    aliasUuid: plan.aliasUuid,
    courseUuid: content.courseUuid,
    exerciseUuid: content.uuid,
    exerciseType: content.type,
    assignmentId: null,
    sessionId: null,
    limitedModeId: null,
    mode: plan.practiceOf ? 'practice' : 'test',
    parentLogId: plan.practiceOf?.logId ?? null,
    problemUuids: keys.map((key) => key.problemUuid),
    startedAt: plan.startedAt.toISOString(),
    endedAt: plan.finished
      ? new Date(clock.ms + Math.round(between(random, 10_000, 40_000))).toISOString()
      : null,
    answers: plan.finished ? answers : answers.slice(0, Math.ceil(answers.length / 2)),
    numCorrectAnswers: plan.finished ? counts.correct : 0,
    numIncorrectAnswers: plan.finished ? counts.incorrect : 0,
    numSkipped: plan.finished ? counts.skipped : 0,
    totalScore: plan.finished ? totalScore : null,
    trophy,
  };
}
