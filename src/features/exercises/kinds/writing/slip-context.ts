import type { WritingIssue } from '../../../../api/generated/model/writingIssue';

// A flagged slip with a few words of the learner's text around it, so the list under the answer
// reads "…She always [help] me with…" and the learner finds the place.

export type SlipInContext = {
  issue: WritingIssue;
  before: string;
  after: string;
  /** Words were left out before / after. */
  cutBefore: boolean;
  cutAfter: boolean;
};

const WORDS_BEFORE = 3;
const WORDS_AFTER = 2;

/** The text's words before `at` (the last `count`) or after it (the first `count`). */
function wordsNear(text: string, count: number, side: 'before' | 'after') {
  const words = text.split(/\s+/).filter(Boolean);
  const kept = side === 'before' ? words.slice(-count) : words.slice(0, count);
  return { text: kept.join(' '), cut: kept.length < words.length };
}

/** The slip in its place; null when its offsets do not point at its words in this text. */
export function slipInContext(text: string, issue: WritingIssue): SlipInContext | null {
  if (text.slice(issue.start, issue.end) !== issue.text) return null;
  const head = text.slice(0, issue.start);
  const tail = text.slice(issue.end);
  const before = wordsNear(head, WORDS_BEFORE, 'before');
  const after = wordsNear(tail, WORDS_AFTER, 'after');
  return {
    issue,
    // Keep the space (or none) that joins the slip to its neighbours: "bycicle." not "bycicle .".
    before: before.text && /\s$/.test(head) ? `${before.text} ` : before.text,
    after: after.text && /^\s/.test(tail) ? ` ${after.text}` : after.text,
    cutBefore: before.cut,
    cutAfter: after.cut,
  };
}
