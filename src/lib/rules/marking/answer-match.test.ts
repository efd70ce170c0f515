import { describe, expect, it } from 'vitest';
import { isSlip, markAnswer, markingSkillOf, matchesAnyAnswer } from './answer-match';

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

// Issue 37: marking by what a teacher would mark. Each case: the answer, the accepted answers,
// and the verdict for a translating kind (translation quiz, drill) and a spelling kind
// (dictation, typing drill), with the accepted answer it is compared with.
const EVERYDAY = ["We don't go to school on Sundays.", 'We do not go to school on Sundays.'];
const BIKE = ['I go to school by bike.', 'I go to school by bicycle.'];
describe('markAnswer by skill (translating / spelling)', () => {
  it.each([
    // a contraction is one word however it is written: a missing apostrophe is one slip
    ['We dont go to school on Sundays.', EVERYDAY, 'correct', 'close', EVERYDAY[0]],
    [
      'We do not go to school on Sundays.',
      ["We don't go to school on Sundays."],
      'correct',
      'correct',
      "We don't go to school on Sundays.",
    ],
    [
      "We don't go to school on Sundays.",
      ['We do not go to school on Sundays.'],
      'correct',
      'correct',
      'We do not go to school on Sundays.',
    ],
    [
      'We dont go to school on Sundays.',
      ['We do not go to school on Sundays.'],
      'correct',
      'close',
      'We do not go to school on Sundays.',
    ],
    ['He cant read kanji.', ["He can't read kanji."], 'correct', 'close', "He can't read kanji."],
    ['He cant read kanji.', ['He cannot read kanji.'], 'correct', 'close', 'He cannot read kanji.'],
    [
      'I get up at seven o clock.',
      ["I get up at seven o'clock."],
      'correct',
      'close',
      "I get up at seven o'clock.",
    ],
    [
      'I get up at 7 oclock.',
      ["I get up at seven o'clock."],
      'correct',
      'close',
      "I get up at seven o'clock.",
    ],
    [
      'Im going to the library.',
      ["I'm going to the library."],
      'correct',
      'close',
      "I'm going to the library.",
    ],
    [
      'Ill call you tomorrow.',
      ["I'll call you tomorrow.", 'I will call you tomorrow.'],
      'correct',
      'close',
      "I'll call you tomorrow.",
    ],
    [
      'She doesnt like natto.',
      ["She doesn't like natto."],
      'correct',
      'close',
      "She doesn't like natto.",
    ],
    // a one-letter slip in one word, compared with the accepted answer nearest in characters
    ['I go to school by bycicle.', BIKE, 'correct', 'close', BIKE[1]],
    ['I go to school by bicycel.', BIKE, 'correct', 'close', BIKE[1]],
    ['I go to school by bycyle.', BIKE, 'close', 'close', BIKE[1]],
    ['I get up at seven every mornin.', WAKE_UP, 'correct', 'close', WAKE_UP[0]],
    // British and American spellings are the same answer
    [
      'I practise the piano every day.',
      ['I practice the piano every day.'],
      'correct',
      'correct',
      'I practice the piano every day.',
    ],
    [
      'My favourite colour is blue.',
      ['My favorite color is blue.'],
      'correct',
      'correct',
      'My favorite color is blue.',
    ],
    [
      'Meet me at the center.',
      ['Meet me at the centre.'],
      'correct',
      'correct',
      'Meet me at the centre.',
    ],
    [
      'I realized my mistake.',
      ['I realised my mistake.'],
      'correct',
      'correct',
      'I realised my mistake.',
    ],
    [
      'We are travelling to Osaka.',
      ['We are traveling to Osaka.'],
      'correct',
      'correct',
      'We are traveling to Osaka.',
    ],
    // grammar is not a slip: close, never right
    [
      'My father drink coffee every day.',
      ['My father drinks coffee every day.'],
      'close',
      'close',
      'My father drinks coffee every day.',
    ],
    [
      'We go to school on Sunday.',
      ['We go to school on Sundays.'],
      'close',
      'close',
      'We go to school on Sundays.',
    ],
    // a lost "not" changes the meaning: two words off
    ['We go to school on Sundays.', EVERYDAY, 'incorrect', 'incorrect', EVERYDAY[0]],
    // two slips in a short sentence are more than a slip
    ['We dont go to scool on Sundays.', EVERYDAY, 'close', 'close', EVERYDAY[0]],
    // far misses
    ['I like cats.', EVERYDAY, 'incorrect', 'incorrect', EVERYDAY[0]],
    ['Sunday', EVERYDAY, 'incorrect', 'incorrect', EVERYDAY[0]],
    // numbers are never slips
    ['I was born in 2012.', ['I was born in 2013.'], 'close', 'close', 'I was born in 2013.'],
  ] as const)('%j → %s / %s', (answer, accepted, translating, spelling, closest) => {
    const asTranslation = markAnswer(answer, accepted, 'translating');
    const asSpelling = markAnswer(answer, accepted, 'spelling');
    expect([asTranslation.closeness, asSpelling.closeness]).toEqual([translating, spelling]);
    expect(asTranslation.closest).toBe(closest);
    expect(asSpelling.closest).toBe(closest);
  });

  it('knows which exercise types are marked for translating', () => {
    expect([11, 12].map(markingSkillOf)).toEqual(['translating', 'translating']);
    expect([3, 9, 10, 1].map(markingSkillOf)).toEqual([
      'spelling',
      'spelling',
      'spelling',
      'spelling',
    ]);
  });
});

describe('isSlip', () => {
  it.each([
    ['bycicle', 'bicycle', true],
    ['mornin', 'morning', true],
    ['recieve', 'receive', true],
    ['dont', "don't", true],
    ['im', "i'm", true],
    ['drink', 'drinks', false],
    ['like', 'liked', false],
    ['cat', 'cut', false],
    ['2012', '2013', false],
    ['beautiful', 'pretty', false],
  ])('%s / %s → %s', (a, b, slip) => {
    expect(isSlip(a, b)).toBe(slip);
    expect(isSlip(b, a)).toBe(slip);
  });
});
