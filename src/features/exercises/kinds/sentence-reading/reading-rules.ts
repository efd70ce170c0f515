import { normalisedWords } from '../../../../lib/rules/marking/normalise';
import { responseTimeMs } from '../../../../lib/rules/response-time';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ExerciseAnswerLogRequest } from '../../../../api/generated/model/exerciseAnswerLogRequest';
import type { ReadingSentenceBodyItem } from '../../../../api/generated/model/readingSentenceBodyItem';
import type { CallResult } from '../../player/call-operations';
import type { RecognizedAnswer } from '../../speaking/speaking-task';
import type { AnswerCall, EndScore, Outcome, PlayerQuestion, RunContext } from '../kind';
import { bodyItemOf } from '../text-entry/calls';
import { readingBandOf } from './reading-verdict';

// Single sentence reading (10) apart from the screen: what a reading answer is, which words of
// the sentence the recogniser did not hear, the logExerciseAnswer calls (a word practised on its
// own with wordPronunciationPractice=1), the outcome, the end's totalScore and the words a
// practice run goes through.

/** What the learner read, as recognised (the speaking panel's recognised answer, trimmed). */
export type ReadingAnswer = {
  /** The words heard, as written in the expected text: what is logged and judged. */
  text: string;
  /** The words heard as a sentence, for the learner. */
  displayText: string;
  /** 0-100. */
  pronScore: number;
  /** The recording in public storage, to play back next to the model. */
  recordingUrl: string | null;
  /** From when the learner could answer to the end of the answer, ms. */
  responseTime: number;
};

export function readingAnswerOf(answer: RecognizedAnswer): ReadingAnswer {
  const { recognition } = answer;
  return {
    text: recognition.text,
    displayText: recognition.displayText || recognition.text,
    pronScore: clampScore(recognition.pronScore),
    recordingUrl: answer.recordingUrl,
    responseTime: responseTimeMs(answer.responseTimeMs),
  };
}

const clampScore = (score: number) =>
  Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;

/** One word of the sentence as shown (with its punctuation), and whether it was heard. */
export type MarkedWord = { text: string; missed: boolean };

/** What the Answered part shows of a reading answer (kept in the run snapshot: plain JSON). */
export type ReadingDetail = {
  kind: 'sentence' | 'word';
  score: number;
  /** The sentence word by word, the missed ones marked (a word: itself). */
  words: MarkedWord[];
  recordingUrl: string | null;
  /** The model sound, played next to the learner's own recording. */
  audio: ContentAudio | null;
  /** The backend's judgement (every word heard), which its answer counts follow. */
  heard: boolean;
};

export const sentenceOf = (question: PlayerQuestion) => bodyItemOf(question, 'READING_SENTENCE');
export const wordOf = (question: PlayerQuestion) => bodyItemOf(question, 'READING_WORD');

/** What the learner is to read aloud: the sentence, or the word practised on its own. */
export function expectedTextOf(question: PlayerQuestion): string {
  return sentenceOf(question)?.sentence ?? wordOf(question)?.word.text ?? '';
}

/**
 * The sentence word by word with the words the recogniser did not hear marked: the longest
 * common run of words in order (LCS) between the sentence and what was heard, compared case and
 * punctuation insensitive; a sentence word outside it was missed. A word with no letters or
 * digits (a dash) is never marked.
 */
export function markMissedWords(sentence: string, heard: string): MarkedWord[] {
  const shown = sentence.split(/\s+/).filter(Boolean);
  // Each shown word's comparable parts ("well-known" is two), flattened with their owner.
  const expected: { word: string; owner: number }[] = [];
  shown.forEach((text, owner) => {
    for (const word of normalisedWords(text)) expected.push({ word, owner });
  });
  const said = normalisedWords(heard);
  const rows = expected.length;
  const cols = said.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      table[i]![j] =
        expected[i]!.word === said[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const missed = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < rows) {
    if (j < cols && expected[i]!.word === said[j]) {
      i += 1;
      j += 1;
    } else if (j < cols && table[i]![j + 1]! > table[i + 1]![j]!) {
      j += 1;
    } else {
      missed.add(expected[i]!.owner);
      i += 1;
    }
  }
  return shown.map((text, index) => ({ text, missed: missed.has(index) }));
}

/** The missed words as the learner reads them (punctuation around them dropped). */
export function missedWordTexts(words: readonly MarkedWord[]): string[] {
  return words
    .filter((word) => word.missed)
    .map((word) => word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
}

const WORD_PRACTICE = { wordPronunciationPractice: 1 } as const;

function logCall(
  run: RunContext,
  question: PlayerQuestion,
  body: Omit<ExerciseAnswerLogRequest, 'logId' | 'problemUuid'>,
): AnswerCall<'logExerciseAnswer'> {
  const request: ExerciseAnswerLogRequest = {
    logId: run.logId,
    problemUuid: question.problemUuid,
    ...body,
  };
  const args: unknown[] = [run.courseUuid, run.exerciseType, run.exerciseUuid, request];
  // A word of the sentence practised on its own is logged as such (spec 7).
  if (wordOf(question)) args.push(WORD_PRACTICE);
  return { operation: 'logExerciseAnswer', args };
}

/** logExerciseAnswer with the recognised text. */
export function readingAnswerCall(
  answer: ReadingAnswer,
  run: RunContext,
  question: PlayerQuestion,
): AnswerCall<'logExerciseAnswer'> {
  return logCall(run, question, {
    answer: answer.text.slice(0, 2000),
    skipped: false,
    responseTime: answer.responseTime,
  });
}

/** logExerciseAnswer skipping the sentence or the word. */
export function readingSkipCall(
  run: RunContext,
  question: PlayerQuestion,
): AnswerCall<'logExerciseAnswer'> {
  return logCall(run, question, { answer: null, skipped: true });
}

const meaningOf = (question: PlayerQuestion) =>
  sentenceOf(question)?.translation ?? wordOf(question)?.word.translation ?? null;

/** How the backend's answer to a reading (or a skip) reads. */
export function readingOutcome(
  result: CallResult<'logExerciseAnswer'> | null,
  answer: ReadingAnswer | null,
  question: PlayerQuestion,
): Outcome {
  const sentence = sentenceOf(question);
  const word = wordOf(question);
  if (answer === null) {
    return {
      correct: false,
      skipped: true,
      given: null,
      correction: result?.value.correction ?? expectedTextOf(question),
      meaning: meaningOf(question),
      nextAttempt: null,
      learnStatus: null,
    };
  }
  const detail: ReadingDetail = {
    kind: word && !sentence ? 'word' : 'sentence',
    score: answer.pronScore,
    words: markMissedWords(expectedTextOf(question), answer.text),
    recordingUrl: answer.recordingUrl,
    audio: question.audio,
    heard: result?.value.isCorrect ?? false,
  };
  // The score's band is the verdict (the backend's isCorrect only says every word was heard).
  const band = readingBandOf(answer.pronScore);
  return {
    correct: band.verdict === 'correct',
    verdict: band.verdict,
    verdictMessage: band.message,
    skipped: false,
    given: answer.displayText,
    // The sentence itself is shown with the missed words marked (the Answered part).
    correction: null,
    meaning: meaningOf(question),
    nextAttempt: null,
    learnStatus: null,
    detail,
  };
}

export function readingDetailOf(outcome: Outcome): ReadingDetail | null {
  const detail = outcome.detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { kind, score, words } = detail as Partial<ReadingDetail>;
  if ((kind !== 'sentence' && kind !== 'word') || typeof score !== 'number') return null;
  if (!Array.isArray(words)) return null;
  return detail as ReadingDetail;
}

/**
 * The end of a test run: the sentence's score (0 when it was skipped). A practice run of words
 * ends with its counts as the backend judged the words (heard or not), which it checks them
 * against; the sheets' verdicts follow the score's band.
 */
export function readingEndBody(outcomes: readonly Outcome[], mode: 'test' | 'practice'): EndScore {
  const details = outcomes.map((outcome) => (outcome.skipped ? null : readingDetailOf(outcome)));
  if (mode === 'practice') {
    return {
      numCorrectAnswers: details.filter((detail) => detail?.heard === true).length,
      numIncorrectAnswers: details.filter((detail) => detail?.heard === false).length,
      numSkipped: details.filter((detail) => detail === null).length,
    };
  }
  const sentence = details.find((detail) => detail?.kind === 'sentence');
  return { totalScore: sentence ? clampScore(sentence.score) : 0 };
}

const sameWord = (a: string, b: string) =>
  normalisedWords(a).join(' ') === normalisedWords(b).join(' ');

/**
 * The words a practice run goes through when the result asks to practise `asked`: for the
 * sentence, exactly the words the learner did not read, any word of the sentence (each has a
 * practice page); the sentence's practice words when every word was heard or it was skipped.
 * Words asked for are kept.
 */
export function readingPracticeProblems(
  asked: readonly string[],
  questions: readonly PlayerQuestion[],
  outcomes: Readonly<Record<string, Outcome>>,
  practice: readonly PlayerQuestion[],
): string[] {
  const chosen: string[] = [];
  const add = (uuid: string) => {
    if (!chosen.includes(uuid)) chosen.push(uuid);
  };
  for (const uuid of asked) {
    const question = questions.find((q) => q.problemUuid === uuid);
    const sentence = question ? sentenceOf(question) : null;
    if (!question || !sentence) {
      add(uuid);
      continue;
    }
    for (const word of practiceWordsOf(sentence, outcomes[uuid], practice)) add(word);
  }
  return chosen;
}

function practiceWordsOf(
  sentence: ReadingSentenceBodyItem,
  outcome: Outcome | undefined,
  practice: readonly PlayerQuestion[],
) {
  const detail = outcome && !outcome.skipped ? readingDetailOf(outcome) : null;
  const missed = detail ? missedWordTexts(detail.words) : [];
  const pages = practice.flatMap((question) => {
    const word = wordOf(question);
    return word ? [{ uuid: question.problemUuid, text: word.word.text }] : [];
  });
  const practise = missed.flatMap(
    (text) => pages.find((page) => sameWord(page.text, text))?.uuid ?? [],
  );
  return practise.length > 0 ? practise : sentence.words.map((word) => word.uuid);
}
