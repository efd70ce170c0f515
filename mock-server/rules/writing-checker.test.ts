import { describe, expect, it } from 'vitest';
import { writingIssues } from './writing-checker';
import { markWriting } from './writing-feedback';

// harper.js runs here for real (its setup takes seconds once per process).
const SETUP = 30_000;

const found = async (text: string) =>
  (await writingIssues(text)).map((issue) => `${issue.kind} ${issue.text}→${issue.suggestion}`);

describe('writingIssues (harper.js and the -s rule)', () => {
  it(
    'flags spelling, agreement and grammar with their fixes',
    async () => {
      expect(await found('I ride my bycicle. I dont like rain.')).toEqual([
        'SPELLING bycicle→bicycle',
        "SPELLING dont→don't",
      ]);
      expect(await found('She help me. He have a apple.')).toEqual([
        'AGREEMENT help→helps',
        'AGREEMENT have→has',
        'GRAMMAR a→an',
      ]);
    },
    SETUP,
  );

  it(
    'flags "she always help me" (the rule harper misses) once, at the verb',
    async () => {
      const text = 'My sister is kind. She always help me. My father drink coffee.';
      const issues = await writingIssues(text);
      expect(issues).toEqual([
        { kind: 'AGREEMENT', text: 'help', start: 30, end: 34, suggestion: 'helps' },
        { kind: 'AGREEMENT', text: 'drink', start: 49, end: 54, suggestion: 'drinks' },
      ]);
    },
    SETUP,
  );

  it.each([
    ['British spellings', 'My favourite colour is grey. I practise the piano at the centre.'],
    ['a name inside a sentence', 'I like Doraemon and Pikachu very much.'],
    ['capitals and punctuation (the feedback says those)', 'i like dogs i have two dogs'],
    ['a plain good text', 'I like dogs. I have two dogs.'],
  ])(
    'leaves %s alone',
    async (_name, text) => {
      expect(await writingIssues(text)).toEqual([]);
    },
    SETUP,
  );

  it(
    'places a slip after Japanese text in UTF-16 offsets',
    async () => {
      const text = '名前は佐藤です。 I ride my bycicle.';
      const [issue] = await writingIssues(text);
      expect(issue).toMatchObject({ kind: 'SPELLING', text: 'bycicle' });
      expect(text.slice(issue!.start, issue!.end)).toBe('bycicle');
    },
    SETUP,
  );
});

describe('markWriting', () => {
  const prompt = {
    minWords: 5,
    maxWords: 40,
    usefulPhrases: ['I like'],
    modelAnswers: ['My best friend is Yui. She always helps me.'],
  };

  it(
    'answers a good text with praise, the slips and the model answer',
    async () => {
      const { done, result } = await markWriting(
        'My sister is kind. She always help me. I like her.',
        prompt,
        'ja',
      );
      expect(done).toBe(true);
      expect(result.feedback.map((item) => item.code)).toEqual(['GOOD_LENGTH', 'USED_PHRASE']);
      expect(result.issues?.map((issue) => issue.suggestion)).toEqual(['helps']);
      expect(result.notSentences).toBeUndefined();
      expect(result.modelAnswers).toEqual(prompt.modelAnswers);
    },
    SETUP,
  );

  it(
    'refuses a list of words as not done, without praise nor the model answer',
    async () => {
      const salad =
        'dog happy blue run quickly table seven apple green school yesterday water computer sing red mountain music fast book river cloud jump banana window pencil house tree';
      const { done, result } = await markWriting(salad, prompt, 'en');
      expect(done).toBe(false);
      expect(result.notSentences).toEqual(['FEW_LINKING_WORDS']);
      expect(result.feedback.map((item) => item.code)).not.toContain('GOOD_LENGTH');
      expect(result.modelAnswers).toBeUndefined();
    },
    SETUP,
  );
});
