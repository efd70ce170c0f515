import { describe, expect, it } from 'vitest';
import { markAnswer, matchesAnyAnswer } from './answer-match';

// The answers learners typed (issue 24's findings first) against the content's accepted answers.
const WAKE_UP = [
  'I get up at seven every morning.',
  'I get up at 7 every morning.',
  "I get up at seven o'clock every morning.",
  'I wake up at seven every morning.',
  'Every morning, I get up at seven.',
];
const SUNDAYS = ["We don't go to school on Sundays.", "We don't go to school on Sunday."];

describe('matchesAnyAnswer', () => {
  it.each([
    // numbers as digits or words
    ['I wake up at 7 every morning.', WAKE_UP, true],
    ['i get up at SEVEN every morning', WAKE_UP, true],
    ["I wake up at 7 o'clock every morning.", ["I wake up at seven o'clock every morning."], true],
    ['He has twenty-one cards.', ['He has 21 cards.'], true],
    ['He has twenty one cards.', ['He has 21 cards.'], true],
    ['It is one hundred and five yen.', ['It is 105 yen.'], true],
    ['It costs 1,000 yen.', ['It costs one thousand yen.'], true],
    ['My birthday is May 1st.', ['My birthday is May first.'], true],
    ['It is the twenty-first century.', ['It is the 21st century.'], true],
    ['I have 2 cats.', ['I have two cats.'], true],
    ['I have 3 cats.', ['I have two cats.'], false],
    ['at seven thirty', ['at 7:30'], true],
    // contractions
    ['We do not go to school on Sundays.', SUNDAYS, true],
    ['We dont go to school on Sundays.', SUNDAYS, false],
    ["I'm from Osaka.", ['I am from Osaka.'], true],
    ['I am from Osaka.', ["I'm from Osaka."], true],
    ['Ｉ’ｍ from Osaka.', ["I'm from Osaka."], true],
    ["She can't swim.", ['She cannot swim.'], true],
    ['She can not swim.', ["She can't swim."], true],
    ["It won't rain.", ['It will not rain.'], true],
    ["He's been to Kyoto.", ['He has been to Kyoto.'], true],
    ["He's a student.", ['He is a student.'], true],
    ["I'd like some tea.", ['I would like some tea.'], true],
    ["Let's go.", ['Let us go.'], true],
    ["Ken's bag is blue.", ['Ken is bag is blue.'], false],
    // case, punctuation, spacing, full-width, curly apostrophes
    ['  yuki   speaks english well ', ['Yuki speaks English well.'], true],
    ['Ｙｕｋｉ　ｓｐｅａｋｓ　Ｅｎｇｌｉｓｈ　ｗｅｌｌ．', ['Yuki speaks English well.'], true],
    ['I’m fine, thank you!', ["I'm fine, thank you."], true],
    ['Im from Osaka', ["I'm from Osaka."], false],
    ['I from Osaka', ["I'm from Osaka."], false],
    ['', [''], false],
    ['...', ['.'], false],
  ])('%j against %j → %s', (answer, accepted, expected) => {
    expect(matchesAnyAnswer(answer, accepted)).toBe(expected);
  });
});

describe('markAnswer', () => {
  it.each([
    // right, by any accepted answer
    ['I wake up at 7 every morning.', WAKE_UP, 'correct', 'I wake up at seven every morning.'],
    // one word off: close, measured against the nearest accepted answer
    ['I wake up at 8 every morning.', WAKE_UP, 'close', 'I wake up at seven every morning.'],
    ['I get up at seven every mornin.', WAKE_UP, 'close', 'I get up at seven every morning.'],
    [
      'We go to school on Sunday.',
      ['We go to school on Sundays.'],
      'close',
      'We go to school on Sundays.',
    ],
    // a lost "not" changes the meaning: two words (do not) off in eight is not close
    ['We go to school on Sundays.', SUNDAYS, 'incorrect', "We don't go to school on Sundays."],
    [
      'Yuki speaks English very well.',
      ['Yuki speaks English well.'],
      'close',
      'Yuki speaks English well.',
    ],
    // far off: not close
    ['I like cats.', WAKE_UP, 'incorrect', 'I get up at seven every morning.'],
    ['morning', WAKE_UP, 'incorrect', 'I get up at seven every morning.'],
    ['', WAKE_UP, 'incorrect', 'I get up at seven every morning.'],
    // one-word answers: a typo is close, another word is not
    ['beautifull', ['beautiful'], 'close', 'beautiful'],
    ['pretty', ['beautiful'], 'incorrect', 'beautiful'],
    ['cat', ['dog'], 'incorrect', 'dog'],
  ])('%j → %s (nearest %j)', (answer, accepted, closeness, closest) => {
    const mark = markAnswer(answer, accepted);
    expect(mark.closeness).toBe(closeness);
    expect(mark.closest).toBe(closest);
  });
});
