import {
  problemOf,
  type ContentBodyItem,
  type ContentPage,
  type ExerciseContentRecord,
} from '../db/exercise-content';
import type { Lang } from '../runtime/language';

// What getExercise answers for a stored exercise: its parents and public pages, the instructions
// and chat tasks in the asked language, and the learner's own learned status on every drill card
// (the content holds 0). The answer key (`problems`) is left out: it never leaves the server.

export type LearnedStatusOf = (cardUuid: string) => 0 | 1 | 2 | 3;

function withLearnedStatus(item: ContentBodyItem, statusOf: LearnedStatusOf): ContentBodyItem {
  switch (item.type) {
    case 'EXERCISE_SCOPE':
      return {
        ...item,
        items: item.items.map((entry) =>
          entry.learnedStatus === null ? entry : { ...entry, learnedStatus: statusOf(entry.uuid) },
        ),
      };
    case 'DRILL_LISTENING':
    case 'DRILL_PRONUNCIATION':
    case 'DRILL_VOCABULARY':
      return {
        ...item,
        question: { ...item.question, learnedStatus: statusOf(item.question.uuid) },
      };
    default:
      return item;
  }
}

/** A chat turn's task (its INSTRUCTION) in the asked language, from the answer key. */
function withTaskIn(item: ContentBodyItem, record: ExerciseContentRecord, lang: Lang) {
  if (item.type !== 'CHAT_PROBLEM') return item;
  const key = problemOf(record, item.problemUuid);
  const task = key?.kind === 'chat' ? key.task : undefined;
  if (!task) return item;
  return {
    ...item,
    attempts: item.attempts.map((attempt) => ({
      ...attempt,
      components: attempt.components.map((component) =>
        component.kind === 'INSTRUCTION' ? { ...component, text: task[lang] } : component,
      ),
    })),
  };
}

export function toExerciseDetails(
  record: ExerciseContentRecord,
  lang: Lang,
  statusOf: LearnedStatusOf = () => 0,
) {
  const pages = (list: ContentPage[]) =>
    list.map((page) => ({
      ...page,
      body: page.body.map((item) => withLearnedStatus(withTaskIn(item, record, lang), statusOf)),
    }));
  return {
    ...record.parents,
    exercise: {
      uuid: record.uuid,
      type: record.type,
      title: record.title,
      cardSetUuid: record.cardSetUuid,
      instructions: record.instructions[lang],
      pages: pages(record.pages),
      practicePages: pages(record.practicePages),
    },
  };
}
