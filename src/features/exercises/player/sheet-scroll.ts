// Where the page scrolls when the feedback sheet appears. The sheet follows the question in the
// page and its "continue" keeps to the bottom of the screen; what the sheet is about — its verdict
// and answers, and what a kind marks with ANSWER_MARK (the options marked in the question, a
// speaking kind's sounds and score) — must be between the exercise's top bar and "continue".

/** The attribute a kind puts on what the sheet talks about, to keep it in sight with the sheet. */
export const ANSWER_MARK = 'data-answer-mark';

type Span = { top: number; bottom: number };

/**
 * How far to scroll down (negative: up) so that every one of `marks` (boxes on the screen) is
 * between `top` (the top bar's bottom) and `bottom` (the top of "continue"): the least distance,
 * so as much as possible of what is above (the question) stays in sight. When they cannot all
 * fit, the first of them stays in sight at the top.
 */
export function scrollToShow(marks: readonly Span[], top: number, bottom: number): number {
  if (marks.length === 0) return 0;
  const first = Math.min(...marks.map((mark) => mark.top));
  const last = Math.max(...marks.map((mark) => mark.bottom));
  if (first < top) return first - top;
  if (last <= bottom) return 0;
  return Math.min(last - bottom, first - top);
}
