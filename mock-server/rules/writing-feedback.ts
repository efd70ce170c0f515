import type { WritingAnswerResult } from '../../src/api/generated/model/writingAnswerResult';
import type { Lang } from '../runtime/language';
import { ProblemError } from '../runtime/problem';
import { writingEffortIssues, type WritingEffortIssue } from '../../src/lib/rules/writing-effort';
import { notSentenceReasons } from '../../src/lib/rules/writing-sentences';
import { normaliseAnswer, normalisedWords } from '../../src/lib/rules/marking/normalise';
import { writingIssues } from './writing-checker';

// Feedback on a free writing answer, checked in this order (each at most once):
// - length: fewer words than the prompt's minWords → TOO_SHORT, more than maxWords → TOO_LONG,
//   else GOOD_LENGTH (words are runs of letters or digits, "don't" is one word);
// - CAPITAL_LETTER: a sentence starts with a lower-case letter;
// - END_PUNCTUATION: the text does not end with . ! or ?;
// - LOWERCASE_I: the pronoun "i" written in lower case;
// - REPEATED_WORD: the same word twice in a row ("the the");
// - USED_PHRASE: one of the prompt's useful phrases appears (praise).
// markWriting adds the spelling and grammar slips (./writing-checker.ts) and the content's model
// answer, or, for a list of words rather than sentences (src/lib/rules/writing-sentences.ts), the
// reasons, without praise nor model answer: such an answer is logged as not done.

type WritingFeedbackCode =
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'GOOD_LENGTH'
  | 'CAPITAL_LETTER'
  | 'END_PUNCTUATION'
  | 'LOWERCASE_I'
  | 'REPEATED_WORD'
  | 'USED_PHRASE';

export type WritingPrompt = {
  minWords: number;
  maxWords: number;
  usefulPhrases: readonly string[];
};
export type WritingFeedback = {
  wordCount: number;
  feedback: { code: WritingFeedbackCode; message: string }[];
};

const messages: Record<WritingFeedbackCode, (prompt: WritingPrompt) => { ja: string; en: string }> =
  {
    TOO_SHORT: (p) => ({
      ja: `${p.minWords}語以上で書きましょう。`,
      en: `Write at least ${p.minWords} words.`,
    }),
    TOO_LONG: (p) => ({
      ja: `${p.maxWords}語以内にまとめましょう。`,
      en: `Keep it to ${p.maxWords} words or fewer.`,
    }),
    GOOD_LENGTH: () => ({ ja: 'ちょうどよい長さです。', en: 'Good length.' }),
    CAPITAL_LETTER: () => ({
      ja: '文の最初は大文字で始めましょう。',
      en: 'Start each sentence with a capital letter.',
    }),
    END_PUNCTUATION: () => ({
      ja: '文の終わりにピリオドなどを付けましょう。',
      en: 'End your sentences with a full stop, ! or ?.',
    }),
    LOWERCASE_I: () => ({
      ja: '「I」（私）はいつも大文字で書きます。',
      en: 'Always write the pronoun "I" as a capital letter.',
    }),
    REPEATED_WORD: () => ({
      ja: '同じ単語が続いています。',
      en: 'The same word appears twice in a row.',
    }),
    USED_PHRASE: () => ({
      ja: '役に立つ表現が使えています。',
      en: 'Well done using a useful phrase.',
    }),
  };

export function countWords(text: string): number {
  return normalisedWords(text).length;
}

export function writingFeedback(
  text: string,
  prompt: WritingPrompt,
  lang: Lang,
  praise = true,
): WritingFeedback {
  const wordCount = countWords(text);
  const length: WritingFeedbackCode =
    wordCount < prompt.minWords
      ? 'TOO_SHORT'
      : wordCount > prompt.maxWords
        ? 'TOO_LONG'
        : 'GOOD_LENGTH';
  const codes: WritingFeedbackCode[] = length === 'GOOD_LENGTH' && !praise ? [] : [length];
  const sentences = text
    .normalize('NFKC')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.some((sentence) => /^[^\p{L}]*\p{Ll}/u.test(sentence)))
    codes.push('CAPITAL_LETTER');
  if (!/[.!?]["')\]]*\s*$/.test(text.normalize('NFKC'))) codes.push('END_PUNCTUATION');
  if (/(^|[^\p{L}'])i(?=$|[^\p{L}]|'[md]\b|'ve\b|'ll\b)/u.test(text.normalize('NFKC')))
    codes.push('LOWERCASE_I');
  const words = normalisedWords(text);
  if (words.some((word, index) => index > 0 && word === words[index - 1]))
    codes.push('REPEATED_WORD');
  const normalised = ` ${normaliseAnswer(text)} `;
  if (
    praise &&
    prompt.usefulPhrases.some((phrase) => normalised.includes(` ${normaliseAnswer(phrase)} `))
  )
    codes.push('USED_PHRASE');
  return {
    wordCount,
    feedback: codes.map((code) => ({ code, message: messages[code](prompt)[lang] })),
  };
}

/**
 * The whole answer to a writing answer: the feedback, the slips, the model answers and, when the
 * text is a list of words, why (`done` false: logged as not done).
 */
export async function markWriting(
  text: string,
  prompt: WritingPrompt & { modelAnswers: readonly string[] },
  lang: Lang,
): Promise<{ done: boolean; result: WritingAnswerResult }> {
  const issues = await writingIssues(text);
  const notSentences = notSentenceReasons(text, issues.length);
  const done = notSentences.length === 0;
  return {
    done,
    result: {
      ...writingFeedback(text, prompt, lang, done),
      issues,
      // The model answer once the text is sentences: another attempt stays the learner's own.
      ...(done ? { modelAnswers: [...prompt.modelAnswers] } : { notSentences }),
    },
  };
}

const effortMessages: Record<
  WritingEffortIssue['code'],
  (missing: number) => { ja: string; en: string }
> = {
  TOO_FEW_WORDS: (missing) => ({
    ja: `あと${missing}語書いてから送りましょう。`,
    en: `Write ${missing} more words before sending.`,
  }),
  NOT_ENGLISH: () => ({
    ja: '英語（アルファベット）で書きましょう。',
    en: 'Write in English, in Latin letters.',
  }),
  REPEATED_WORDS: () => ({
    ja: '同じ言葉がくり返されています。ほかの言葉も使いましょう。',
    en: 'The same word is repeated; use other words too.',
  }),
  NOT_WORDS: () => ({
    ja: '英語の単語で書きましょう。',
    en: 'Write real English words.',
  }),
};

/**
 * 422 when the draft does not show enough effort to be marked (src/lib/rules/writing-effort.ts, the
 * check the app makes before it sends): the detail says what to add, `issues` names each one.
 */
export function requireWritingEffort(text: string, minWords: number): void {
  const issues = writingEffortIssues(text, minWords);
  if (issues.length === 0) return;
  const details = issues.map((issue) =>
    effortMessages[issue.code](issue.code === 'TOO_FEW_WORDS' ? issue.missing : 0),
  );
  throw new ProblemError(
    422,
    {
      ja: `まだ送れません。${details.map((d) => d.ja).join('')}`,
      en: `Not ready to send. ${details.map((d) => d.en).join(' ')}`,
    },
    { type: 'https://eigo.example/problems/writing-effort', issues },
  );
}
