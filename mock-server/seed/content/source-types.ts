import type { CourseKey, ExerciseKey } from '../content-catalogue';

// How course content is written (one file per course in this folder). The builders turn it into
// course trees, public pages and answer keys; scripts/generate-content-audio.ts speaks every line.

export type Voice = 'female' | 'male';
/** English with its Japanese translation. */
export type Line = { en: string; ja: string };
/** Someone who speaks in an exercise; the avatar is /content/images/avatars/<avatar>.svg. */
export type Speaker = { name: string; avatar: string; voice: Voice };
/** Overrides the standard instructions of the exercise type. */
export type Instructions = { ja: string; en: string };

type Base<T extends number> = { type: T; key: ExerciseKey; instructions?: Instructions };

/**
 * One learner turn: the bot says `bot`, the learner is asked to do `task` (in the screen's
 * language). The first sentence of the first answer group is the model answer; `next` sends the
 * talk to another turn (by key) instead of the following one.
 */
type ChatTurn = {
  key: string;
  bot: Line[];
  task: { ja: string; en: string };
  hints: string[];
  answers: { accept: string[]; next?: string }[];
};
export type ChatSource = Base<1> & {
  /** The scene: a picture (/content/images/chat/<image>.svg) and a line of narration. */
  scene: { image: string; alt: string; text: Line };
  bot: Speaker;
  turns: ChatTurn[];
  /** What the bot says after the last turn. */
  closing: Line[];
};

export type DemoSource = Base<2> & {
  intro: Line;
  speakers: Record<string, Speaker>;
  lines: (Line & { speaker: string })[];
};

/** Words in [brackets] are the ones to write; the others are given. */
export type DictationSource = Base<3> & { speaker: Speaker; sentences: Line[] };

export type VocabularyDrillSource = Base<4> & {
  /** The English word, its meaning and three wrong meanings. */
  items: { word: string; ja: string; wrong: [string, string, string] }[];
};

export type ListeningDrillSource = Base<5> & {
  /** The word heard (`say` when it is spoken differently from how it is written) and three look-alikes. */
  items: { word: string; ja: string; say?: string; wrong: [Word, Word, Word] }[];
};
export type Word = { word: string; ja: string };

export type PronunciationDrillSource = Base<6> & {
  items: (Word & { ipa: string[] })[];
};

export type ListeningQuizSource = Base<7> & {
  questions: {
    /** What is heard: one line, or a short dialogue (each line with its Japanese, shown after answering). */
    audio: (Line & { voice: Voice })[];
    question: string;
    ja: string;
    options: Line[];
    /** Index of the correct option. */
    answer: number;
  }[];
};

/** The picture is /content/images/picture-match/<image>.svg; wrong pictures come from the other items. */
export type PictureMatchSource = Base<8> & { items: (Word & { image: string })[] };

export type TypingDrillSource = Base<9> & { sentences: Line[] };

export type ReadingSource = Base<10> & {
  sentence: Line;
  /** Words of the sentence worth practising one by one. */
  words: (Word & { ipa: string[] })[];
};

export type TranslationQuizSource = Base<11> & {
  questions: { ja: string; answers: string[]; hints: string[] }[];
};

export type TranslationDrillSource = Base<12> & {
  /** answers[0] is cut into the shuffled tiles (or `tiles` when a name opens the sentence). */
  questions: { ja: string; answers: string[]; tiles?: string[] }[];
  /** The sentence is typed instead of put together from tiles (the page's control is TEXT). */
  typed?: boolean;
};

export type WritingSource = Base<13> & {
  prompts: {
    en: string;
    ja: string;
    minWords: number;
    maxWords: number;
    phrases: string[];
    model: string;
  }[];
};

export type ExerciseSource =
  | ChatSource
  | DemoSource
  | DictationSource
  | VocabularyDrillSource
  | ListeningDrillSource
  | PronunciationDrillSource
  | ListeningQuizSource
  | PictureMatchSource
  | TypingDrillSource
  | ReadingSource
  | TranslationQuizSource
  | TranslationDrillSource
  | WritingSource;

export type CourseSource = {
  key: CourseKey;
  chapters: {
    key: string;
    title: string;
    sections: { key: string; title: string; exercises: ExerciseSource[] }[];
  }[];
};
