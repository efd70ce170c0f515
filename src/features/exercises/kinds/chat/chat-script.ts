// A chat exercise's pages read as a conversation script (spec 3 and 4.3): the intro page (the
// scene: CHAT_IMAGE, CHAT_TEXT, maybe a first line of the bot), one turn per problem page (the
// bot's lines, then the CHAT_PROBLEM the learner answers), and the closing lines on the pages
// after the last problem. Turns are reached by the server's nextProblemUuid, not in page order.
import type { ChatAttemptComponent } from '../../../../api/generated/model/chatAttemptComponent';
import type { ChatProblemBodyItem } from '../../../../api/generated/model/chatProblemBodyItem';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ExerciseBodyItem } from '../../../../api/generated/model/exerciseBodyItem';
import type { ExercisePage } from '../../../../api/generated/model/exercisePage';

/** Something that appears in the conversation by itself: the scene, a narration, a bot line. */
export type ChatLine =
  | { type: 'image'; url: string; alt: string }
  | { type: 'narration'; text: string; translation: string | null }
  | {
      type: 'bot';
      text: string;
      /** Japanese. */
      translation: string | null;
      audio: ContentAudio | null;
      speaker: { name: string; avatarUrl: string } | null;
    };

type ChatTurn = {
  problemUuid: string;
  /** What is said before the learner's turn. */
  lines: ChatLine[];
  problem: ChatProblemBodyItem;
};

export type ChatScript = {
  /** The scene before the conversation starts. */
  intro: ChatLine[];
  /** Every turn by its problem. */
  turns: Record<string, ChatTurn>;
  /** The problems in page order (the first one starts the conversation). */
  order: string[];
  /** What the bot says once the conversation is over. */
  closing: ChatLine[];
};

function lineOf(item: ExerciseBodyItem): ChatLine | null {
  switch (item.type) {
    case 'CHAT_IMAGE':
      return typeof item.url === 'string' && item.url !== ''
        ? { type: 'image', url: item.url, alt: item.alt ?? '' }
        : null;
    case 'CHAT_TEXT':
      return typeof item.text === 'string' && item.text.trim() !== ''
        ? { type: 'narration', text: item.text, translation: item.translation || null }
        : null;
    case 'CHAT_MESSAGE':
      return typeof item.text === 'string' && item.text.trim() !== ''
        ? {
            type: 'bot',
            text: item.text,
            translation: item.translation || null,
            audio: item.audio?.url ? item.audio : null,
            speaker: item.speaker?.name
              ? { name: item.speaker.name, avatarUrl: item.speaker.avatarUrl }
              : null,
          }
        : null;
    default:
      return null;
  }
}

const linesOf = (page: ExercisePage | undefined): ChatLine[] =>
  (page?.body ?? []).flatMap((item) => lineOf(item) ?? []);

const problemUuidOf = (page: ExercisePage): string | null => page.footer?.[0]?.problemUuid ?? null;

function problemOf(page: ExercisePage, problemUuid: string): ChatProblemBodyItem | null {
  const problems = page.body.filter(
    (item): item is ChatProblemBodyItem => item.type === 'CHAT_PROBLEM',
  );
  const problem = problems.find((p) => p.problemUuid === problemUuid) ?? problems[0];
  return problem && Array.isArray(problem.attempts) && problem.attempts.length > 0 ? problem : null;
}

/**
 * The script of a chat, or null when the pages do not make one (no problem, or a problem page
 * without a CHAT_PROBLEM to answer): the screen then says the conversation could not be loaded.
 */
export function chatScriptOf(pages: ExercisePage[] | undefined): ChatScript | null {
  if (!Array.isArray(pages)) return null;
  const problemIndexes = pages.flatMap((page, index) => (problemUuidOf(page) ? [index] : []));
  if (problemIndexes.length === 0) return null;
  const first = problemIndexes[0]!;
  const last = problemIndexes[problemIndexes.length - 1]!;
  const turns: Record<string, ChatTurn> = {};
  const order: string[] = [];
  for (const index of problemIndexes) {
    const page = pages[index]!;
    const problemUuid = problemUuidOf(page)!;
    if (problemUuid in turns) continue;
    const problem = problemOf(page, problemUuid);
    if (!problem) return null;
    turns[problemUuid] = { problemUuid, lines: linesOf(page), problem };
    order.push(problemUuid);
  }
  return {
    intro: pages.slice(0, first).flatMap(linesOf),
    turns,
    order,
    closing: pages.slice(last + 1).flatMap(linesOf),
  };
}

/** The help of an attempt (the last one when the learner is past it). */
export function attemptOf(problem: ChatProblemBodyItem, attempt: number) {
  return problem.attempts[Math.min(attempt, problem.attempts.length - 1)]!;
}

export function componentOf(
  components: ChatAttemptComponent[],
  kind: ChatAttemptComponent['kind'],
): ChatAttemptComponent | null {
  return components.find((component) => component.kind === kind) ?? null;
}

/** The MODEL_ANSWER component of the problem (of its last attempt that has one), or null. */
export function modelAnswerOf(problem: ChatProblemBodyItem): ChatAttemptComponent | null {
  for (const attempt of [...problem.attempts].reverse()) {
    const model = componentOf(attempt.components, 'MODEL_ANSWER');
    if (model?.text.trim()) return model;
  }
  return null;
}

/**
 * What the recogniser listens for: the model answer (the MODEL_ANSWER of the last attempt, or
 * of any attempt), else the key phrase without its ellipsis.
 */
export function expectedTextOf(problem: ChatProblemBodyItem): string {
  const model = modelAnswerOf(problem);
  if (model) return model.text.trim();
  for (const attempt of [...problem.attempts].reverse()) {
    const phrase = componentOf(attempt.components, 'KEY_PHRASE');
    if (phrase?.text.trim()) return phrase.text.replace(/[\s.…]+$/u, '').trim();
  }
  return '';
}
