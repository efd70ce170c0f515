import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE } from './requests';

const { arrayContaining, eachLike, integer, string, uuid } = MatchersV3;

// Vocabulary drill content as getExercise and getPersonalizedExercise answer it, shared by the
// exercises and practice specs.

/** A vocabulary card: an English prompt, Japanese options (without translation), US and UK audio. */
export const vocabularyQuestion = {
  uuid: uuid(EXAMPLE.problemUuid),
  type: 4,
  learnedStatus: integer(0),
  prompt: string('hello'),
  translation: null,
  options: eachLike({ id: string('b'), text: string('こんにちは'), translation: null }),
  audio: {
    url: string('/content/audio/us/greeting-words-vocabulary-3cd30e592c.mp3'),
    britishUrl: string('/content/audio/gb/greeting-words-vocabulary-3cd30e592c.mp3'),
  },
  ipa: [],
};

/** A page asking one vocabulary card, answered by picking an option. */
const vocabularyPage = {
  body: arrayContaining({ type: 'DRILL_VOCABULARY', question: vocabularyQuestion }),
  footer: arrayContaining({ type: 'CHOICE', problemUuid: uuid(EXAMPLE.problemUuid) }),
};

const parent = (title: string) => ({
  uuid: uuid('b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e'),
  title: string(title),
});

/** The exercise details of a vocabulary drill: its parents and its card pages, test and practice. */
export const vocabularyDrillDetails = (cardSetUuid: unknown) => ({
  course: parent('First Steps in English'),
  chapter: parent('Hello!'),
  section: parent('Greetings'),
  exercise: {
    uuid: uuid(EXAMPLE.exerciseUuid),
    type: 4,
    title: string('Greeting Words'),
    cardSetUuid,
    instructions: string('英単語の意味を選びましょう。'),
    pages: arrayContaining(vocabularyPage),
    practicePages: arrayContaining(vocabularyPage),
  },
});
