import type { ExerciseTypeNumber } from '../../content-catalogue';
import type { Instructions } from '../source-types';

// The instructions of each exercise type, unless an exercise brings its own.

export const STANDARD_INSTRUCTIONS: Record<ExerciseTypeNumber, Instructions> = {
  1: {
    ja: '相手の話を聞いて、英語で答えましょう。言えないときはヒントを見てください。',
    en: 'Listen and answer in English. Open the hints if you get stuck.',
  },
  2: {
    ja: 'お手本の音声を聞いて、まねして言ってみましょう。',
    en: 'Listen to the model and say each line after it.',
  },
  3: {
    ja: '英文を聞いて、空所に入る語を書きましょう。',
    en: 'Listen and write the missing words.',
  },
  4: {
    ja: '英単語の意味を選びましょう。',
    en: 'Choose the meaning of each word.',
  },
  5: {
    ja: '音声を聞いて、聞こえた語を選びましょう。',
    en: 'Listen and choose the word you hear.',
  },
  6: {
    ja: 'お手本を聞いて、単語を発音しましょう。',
    en: 'Listen to the model and say each word.',
  },
  7: {
    ja: '英語を聞いて、質問の答えを選びましょう。',
    en: 'Listen and choose the answer to each question.',
  },
  8: {
    ja: '単語を聞いて、合う絵を選びましょう。',
    en: 'Listen to each word and choose the matching picture.',
  },
  9: {
    ja: '英文を正確にタイプしましょう。',
    en: 'Type each sentence exactly as shown.',
  },
  10: {
    ja: '英文を声に出して読みましょう。難しい単語は一語ずつ練習できます。',
    en: 'Read the sentence aloud. Practise difficult words one by one.',
  },
  11: {
    ja: '日本語の文を英語に訳して書きましょう。',
    en: 'Write each Japanese sentence in English.',
  },
  12: {
    ja: '語を並べ替えて、日本語の文に合う英文を作りましょう。',
    en: 'Put the words in order to translate the Japanese sentence.',
  },
  13: {
    ja: 'テーマについて、指定された語数で英文を書きましょう。',
    en: 'Write about the topic within the word limits.',
  },
};
