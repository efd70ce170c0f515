import { describe, expect, it } from 'vitest';
import { numbersAsDigits } from '../../src/lib/rules/marking/number-words';
import { normalisedWords } from '../../src/lib/rules/marking/normalise';
import { contentCatalogue } from '../seed/content';
import { correctionOf, judgeAnswer } from './answer-judging';

// Every accepted answer of the content, tried as a learner might type it: as written, in lower
// case without punctuation, with full-width letters and a curly apostrophe, and with its numbers
// written the other way (digits for words). Each must be judged right, and a wrong answer must be
// corrected with the accepted answer nearest to it.

const { exercises } = contentCatalogue();
const sentenceProblems = exercises.flatMap((exercise) =>
  exercise.problems
    .filter((problem) => problem.kind === 'sentence')
    .map((problem) => [exercise.title, problem] as const),
);

const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/'/g, '’');

describe('every accepted answer of the content is accepted', () => {
  it('has typed sentence problems to try', () => {
    expect(sentenceProblems.length).toBeGreaterThan(20);
  });

  it.each(sentenceProblems)('%s', (_title, problem) => {
    if (problem.kind !== 'sentence') throw new Error('not a sentence problem');
    for (const answer of problem.accepted) {
      const ways = [
        answer,
        normalisedWords(answer).join(' '),
        toFullWidth(answer),
        numbersAsDigits(normalisedWords(answer)).join(' '),
      ];
      for (const way of ways) expect(judgeAnswer(problem, way, false), way).toBe(true);
    }
  });
});

describe('the findings of issue 24', () => {
  const problemOf = (start: string) => {
    const found = sentenceProblems.find(
      ([, problem]) => problem.kind === 'sentence' && problem.accepted[0]!.startsWith(start),
    );
    if (!found) throw new Error(`no problem starting ${start}`);
    return found[1];
  };

  it.each([
    ['I get up at seven', 'I wake up at 7 every morning.'],
    ['Yuki speaks English', 'Yuki speaks English very well.'],
  ])('%s… accepts %j', (start, answer) => {
    expect(judgeAnswer(problemOf(start), answer, false)).toBe(true);
  });

  it('corrects a miss with the accepted answer nearest to it', () => {
    const problem = problemOf('I get up at seven');
    expect(correctionOf(problem, false, 'I wake up at 8 every morning.')).toBe(
      'I wake up at seven every morning.',
    );
  });
});
