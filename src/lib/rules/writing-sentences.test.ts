import { describe, expect, it } from 'vitest';
import { COURSE_SOURCES } from '../../../mock-server/seed/content/all-courses';
import type { WritingSource } from '../../../mock-server/seed/content/source-types';
import { notSentenceReasons } from './writing-sentences';

const MODEL_ANSWERS: string[] = COURSE_SOURCES.flatMap((course) =>
  course.chapters.flatMap((chapter) =>
    chapter.sections.flatMap((section) =>
      section.exercises.flatMap((exercise) =>
        exercise.type === 13
          ? (exercise as WritingSource).prompts.map((prompt) => prompt.model)
          : [],
      ),
    ),
  ),
);

// Short texts a learner writes: every one must be taken as sentences.
const LEARNER_TEXTS = [
  'I like dogs. I have two dogs.',
  'I like dogs. I like cats. I like fish. I like music. I like games.',
  "Hello. My name is Ken. I'm 14. I like soccer and ramen.",
  'My name is Ken. I am thirteen years old. I like soccer.',
  'I went to Kyoto with my family. We saw many temples. It was fun.',
  'Summer is my favorite season because I can swim in the sea.',
  'my favorite food is sushi i eat it every week',
  'Dogs are cute. Cats are cute too.',
  'I play tennis every day after school.',
  'Yesterday, I played baseball with friends.',
  'Tokyo, Osaka and Kyoto are big cities in Japan.',
  'I like apples, bananas, oranges, grapes and melons.',
  'I adore koalas. I admire penguins.',
  'Hello! Nice to meet you. Thank you.',
  'She always help me with my homework. She is very kind.',
  'My father drink coffee every day. He like it.',
  'Happy birthday to you! I hope you have a nice day.',
  'In my free time I read books and listen to music. Reading makes me calm.',
  'I think school uniforms are good because students do not need to choose clothes every morning.',
  'My best friend is Yui. She is funny and kind. We often go shopping together on Sundays.',
];

// Lists of words: every one must be refused, with its reasons.
const SALADS: [string, string][] = [
  [
    'dog happy blue run quickly table seven apple green school yesterday water computer sing red mountain music fast book river cloud jump banana window pencil house tree',
    'FEW_LINKING_WORDS',
  ],
  [
    'Dog cat school happy. Blue red green yellow. Book pencil desk chair.',
    'FEW_LINKING_WORDS NO_VERBS',
  ],
  ['apple. banana. dog. cat. school. blue. happy.', 'FEW_LINKING_WORDS'],
  ['beautiful mountain river quickly jump sing happy table computer music', 'FEW_LINKING_WORDS'],
  [
    'Summer vacation beach fireworks watermelon festival. Homework friends swimming pool.',
    'FEW_LINKING_WORDS',
  ],
  ['A blue sky and a red car. The big school and the tall tree.', 'NO_VERBS'],
  ['Tennis soccer baseball, basketball volleyball swimming running skiing', 'FEW_LINKING_WORDS'],
];

describe('sentences or a list of words', () => {
  it('has model answers in the content to try', () => {
    expect(MODEL_ANSWERS.length).toBeGreaterThanOrEqual(4);
  });

  it.each(MODEL_ANSWERS.map((model) => [model.slice(0, 40), model] as const))(
    'takes the model answer "%s…" as sentences',
    (_, model) => {
      expect(notSentenceReasons(model)).toEqual([]);
    },
  );

  it.each(LEARNER_TEXTS)('takes %j as sentences', (text) => {
    expect(notSentenceReasons(text)).toEqual([]);
  });

  it.each(SALADS)('refuses %j', (text, reasons) => {
    expect(notSentenceReasons(text)).toEqual(reasons.split(' '));
  });

  it('does not judge a text under six words', () => {
    expect(notSentenceReasons('dog cat blue red sky')).toEqual([]);
  });

  it('refuses a text whose words the checker mostly flags', () => {
    const text = 'I lik dgos. I hav tow dgos and thre cats.';
    expect(notSentenceReasons(text, 1)).toEqual([]);
    expect(notSentenceReasons(text, 5)).toEqual(['MANY_MISTAKES']);
  });
});
