// The questions of a run, read from the exercise's pages (spec 4.3: a page whose first footer
// item names a problem is a question; the final question is the one whose next page's footer
// names none) or, for drills, from the questions startExercise answers.
import type { ContentAudio } from '../../../api/generated/model/contentAudio';
import type { DrillQuestion } from '../../../api/generated/model/drillQuestion';
import type { ExerciseBodyItem } from '../../../api/generated/model/exerciseBodyItem';
import type { ExercisePage } from '../../../api/generated/model/exercisePage';
import type { ExerciseScopeItem } from '../../../api/generated/model/exerciseScopeItem';
import type { PlayerQuestion } from '../kinds/kind';

/** The problem a page asks, or null (start, review and end pages). */
export function problemOfPage(page: ExercisePage): string | null {
  return page.footer[0]?.problemUuid ?? null;
}

/** Spec 4.3: the question at `index` is final when the page after it names no problem. */
export function isFinalQuestionPage(pages: ExercisePage[], index: number): boolean {
  const next = pages[index + 1];
  return next === undefined || problemOfPage(next) === null;
}

function hasProblem(item: ExerciseBodyItem, problemUuid: string): boolean {
  return 'problemUuid' in item && item.problemUuid === problemUuid;
}

/** The sound a question plays (and replays): the problem's own, else the page's first. */
function audioOf(item: ExerciseBodyItem, body: ExerciseBodyItem[]): ContentAudio | null {
  if ('audio' in item && item.audio && typeof item.audio === 'object') return item.audio;
  if ('question' in item && typeof item.question === 'object') return item.question.audio;
  if (item.type === 'READING_WORD') return item.word.audio;
  for (const other of body) {
    if (other.type === 'AUDIO') return { url: other.url, britishUrl: other.britishUrl };
    if (other.type === 'DICTATION_QUESTION') return other.audio;
  }
  return null;
}

/** The question a page asks about `problemUuid`, or null when its body is empty. */
function pageQuestion(page: ExercisePage, problemUuid: string): PlayerQuestion | null {
  const item = page.body.find((b) => hasProblem(b, problemUuid)) ?? page.body[0];
  if (!item) return null;
  return {
    problemUuid,
    item,
    body: page.body,
    footer: page.footer,
    audio: audioOf(item, page.body),
  };
}

/** The question pages in order, as questions (pages after the final question are not). */
export function questionsOfPages(pages: ExercisePage[]): PlayerQuestion[] {
  const questions: PlayerQuestion[] = [];
  for (let index = 0; index < pages.length; index += 1) {
    const page = pages[index]!;
    const problemUuid = problemOfPage(page);
    if (problemUuid === null) continue;
    const question = pageQuestion(page, problemUuid);
    if (!question) continue;
    questions.push(question);
    if (isFinalQuestionPage(pages, index)) break;
  }
  return questions;
}

const DRILL_ITEM_TYPE = {
  4: 'DRILL_VOCABULARY',
  5: 'DRILL_LISTENING',
  6: 'DRILL_PRONUNCIATION',
} as const;

/** A drill card as a question. */
export function drillQuestion(question: DrillQuestion): PlayerQuestion {
  const item = { type: DRILL_ITEM_TYPE[question.type], question } as ExerciseBodyItem;
  return {
    problemUuid: question.uuid,
    item,
    body: [item],
    footer: [{ type: 'CHOICE', problemUuid: question.uuid }],
    audio: question.audio,
  };
}

/**
 * The questions of a practice run, in the order of `uuids`: from the practice pages (drill cards,
 * and pages that ask a problem of their own: the words of single sentence reading, READING_WORD),
 * else from the test pages (`pages`): the kinds without practice pages (the quizzes, dictation,
 * the typing and translation drills…) practise the questions of their test.
 */
export function practiceQuestions(
  practicePages: ExercisePage[],
  uuids: string[],
  pages: ExercisePage[] = [],
): PlayerQuestion[] {
  const byUuid = practiceQuestionsByUuid(practicePages);
  const ofTest = new Map(questionsOfPages(pages).map((q) => [q.problemUuid, q]));
  return uuids.flatMap((uuid) => byUuid.get(uuid) ?? ofTest.get(uuid) ?? []);
}

/** Every question of the practice pages, in page order. */
export function allPracticeQuestions(pages: ExercisePage[]): PlayerQuestion[] {
  return [...practiceQuestionsByUuid(pages).values()];
}

function practiceQuestionsByUuid(pages: ExercisePage[]): Map<string, PlayerQuestion> {
  const byUuid = new Map<string, PlayerQuestion>();
  for (const page of pages) {
    for (const item of page.body) {
      if ('question' in item && typeof item.question === 'object')
        byUuid.set(item.question.uuid, drillQuestion(item.question));
    }
    const problemUuid = problemOfPage(page);
    const question = problemUuid === null ? null : pageQuestion(page, problemUuid);
    if (problemUuid !== null && question && !byUuid.has(problemUuid))
      byUuid.set(problemUuid, question);
  }
  return byUuid;
}

/** The overview list (EXERCISE_SCOPE) of the start page, if any. */
export function scopeOfPages(
  pages: ExercisePage[],
): { title: string; items: ExerciseScopeItem[] } | null {
  for (const item of pages[0]?.body ?? []) {
    if (item.type === 'EXERCISE_SCOPE') return { title: item.title, items: item.items };
  }
  return null;
}

/** Plain texts of the start page (e.g. "5 questions" / 全5問). */
export function startTextsOf(
  pages: ExercisePage[],
): { text: string; translation: string | null }[] {
  const first = pages[0];
  if (!first || problemOfPage(first) !== null) return [];
  return first.body.flatMap((item) =>
    item.type === 'PLAIN_TEXT' ? [{ text: item.text, translation: item.translation }] : [],
  );
}
