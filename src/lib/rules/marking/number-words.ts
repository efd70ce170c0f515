// Numbers written as words read as digits, so "seven" = "7", "twenty-one" = "21",
// "one hundred and five" = "105", "first" = "1st", "twenty first" = "21st". Works on normalised
// words (./normalise.ts: lower case, hyphens as spaces). A lone "one" becomes "1" on both sides of
// a comparison, so "the red one" still matches itself.

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_UNITS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const ORDINAL_TENS = [
  '',
  '',
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const cardinal = new Map<string, number>();
UNITS.forEach((word, value) => cardinal.set(word, value));
TENS.forEach((word, value) => word && cardinal.set(word, value * 10));
const ordinal = new Map<string, number>();
ORDINAL_UNITS.forEach((word, value) => word && ordinal.set(word, value));
ORDINAL_TENS.forEach((word, value) => word && ordinal.set(word, value * 10));
for (const [word, value] of Object.entries(SCALES)) ordinal.set(`${word}th`, value);

/** "1st", "2nd", "3rd", "4th"… for a number. */
function ordinalSuffix(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
  return `${value}${value % 10 > 3 ? 'th' : suffix}`;
}

const isNumberWord = (word: string | undefined) =>
  word !== undefined && (cardinal.has(word) || ordinal.has(word) || word in SCALES);

/**
 * Reads the run of number words starting at `start`: its value, how many words it took, and
 * whether it ended on an ordinal ("twenty first"). Null when no number starts there.
 */
function readNumber(words: string[], start: number) {
  let total = 0;
  let current = 0;
  let taken = 0;
  let seen = false;
  let lastWasTens = false;
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    const isOrdinal = ordinal.has(word);
    if (word === 'and' && seen && current % 100 === 0 && isNumberWord(words[i + 1])) {
      taken++;
      continue;
    }
    const scale = SCALES[word] ?? (isOrdinal && word.endsWith('th') && SCALES[word.slice(0, -2)]);
    if (typeof scale === 'number' && scale > 0) {
      if (!seen) break;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      taken = i - start + 1;
      lastWasTens = false;
      if (isOrdinal) return { value: total + current, taken, isOrdinal: true };
      continue;
    }
    const value = cardinal.get(word) ?? ordinal.get(word);
    if (value === undefined) break;
    // "twenty one" continues a tens word; "seven eight" are two numbers.
    const joins = !seen || (lastWasTens && value < 10 && value > 0) || current % 100 === 0;
    if (!joins || (seen && current % 100 !== 0 && !lastWasTens)) break;
    current += value;
    seen = true;
    taken = i - start + 1;
    lastWasTens = value >= 20 && value < 100 && value % 10 === 0;
    if (isOrdinal) return { value: total + current, taken, isOrdinal: true };
  }
  return seen ? { value: total + current, taken, isOrdinal: false } : null;
}

/** The words with every number written in words turned into digits ("1st" for ordinals). */
export function numbersAsDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const number = readNumber(words as string[], i);
    if (!number) {
      const word = words[i]!;
      // "1st", "21st" stay; "1" stays.
      out.push(word);
      i++;
      continue;
    }
    out.push(number.isOrdinal ? ordinalSuffix(number.value) : String(number.value));
    i += number.taken;
  }
  return out;
}

const cardinalWord = new Map([...cardinal].map(([word, value]) => [String(value), word]));
const ordinalWord = new Map([...ordinal].map(([word, value]) => [ordinalSuffix(value), word]));

/**
 * The one word a number read as digits was written as ("7" → "seven", "3rd" → "third"), null
 * when it takes more than one: to tell a slip in a number word ("sevn") from another number.
 */
export function numberWordOf(digits: string): string | null {
  return cardinalWord.get(digits) ?? ordinalWord.get(digits) ?? null;
}
