import { describe, expect, it } from 'vitest';
import { scrollToShow } from './sheet-scroll';

// A 740 px screen: the top bar ends at 60, "continue" starts at 660.
const TOP = 60;
const BOTTOM = 660;

describe('scrollToShow', () => {
  it('does not scroll when everything is already between the bar and the button', () => {
    expect(
      scrollToShow(
        [
          { top: 100, bottom: 300 },
          { top: 400, bottom: 650 },
        ],
        TOP,
        BOTTOM,
      ),
    ).toBe(0);
  });

  it('scrolls down the least distance that brings the last mark above the button', () => {
    // The option at 200-250 and the sheet's verdict and answers at 500-800.
    expect(
      scrollToShow(
        [
          { top: 200, bottom: 250 },
          { top: 500, bottom: 800 },
        ],
        TOP,
        BOTTOM,
      ),
    ).toBe(140);
  });

  it('keeps the first mark below the bar when the marks are taller than the space', () => {
    expect(
      scrollToShow(
        [
          { top: 300, bottom: 400 },
          { top: 500, bottom: 1200 },
        ],
        TOP,
        BOTTOM,
      ),
    ).toBe(240);
  });

  it('scrolls up to a mark hidden under the bar', () => {
    expect(
      scrollToShow(
        [
          { top: 20, bottom: 80 },
          { top: 300, bottom: 500 },
        ],
        TOP,
        BOTTOM,
      ),
    ).toBe(-40);
  });

  it('does not scroll without marks', () => {
    expect(scrollToShow([], TOP, BOTTOM)).toBe(0);
  });
});
