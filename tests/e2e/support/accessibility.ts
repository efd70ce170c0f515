import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type AxeInPage = { axe?: typeof axe };
/** What a check reports of a violation: axe's own fields, its nodes' targets as selectors. */
type Violation = Pick<axe.Result, 'id' | 'impact' | 'help'> & {
  nodes: (Pick<axe.NodeResult, 'failureSummary'> & { target: string[] })[];
};

/** No serious or critical axe violations on the page as it is once its animations end. */
export async function expectAccessible(page: Page) {
  // Colours are judged once they have settled: a sheet sliding up or a badge popping in is
  // half-transparent for a few hundred milliseconds (endless ones, like a spinner, are not awaited).
  // Whatever appears during the check (a chat's next bot line) appears without its fade-in, as it
  // does for learners who ask for reduced motion.
  const motion = await page.evaluate(() =>
    matchMedia('(prefers-reduced-motion: reduce)').matches ? 'reduce' : 'no-preference',
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The animations' end, and whether axe-core is in the page already, in one call.
  const present = await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    return typeof (window as AxeInPage).axe?.run === 'function';
  });
  // axe-core's script is put in the page once per document: it is about a megabyte, which
  // @axe-core/playwright sent over the protocol and ran twice per check (before every run and again
  // into every frame: 0.4 of the 0.7 core-seconds a check cost; six checks on home in one page, 4.2
  // core-seconds against 2.3). A screen reached by the app's router keeps it; a page load does not.
  if (!present) await page.evaluate(axe.source);
  // axe.run in the page itself, over the whole document (the app has no iframe to reach), as
  // @axe-core/playwright's legacy mode ran it: its default runs axe frame by frame and finishes in
  // a page of its own, opened for every check. Only the violations come back in full (the passes'
  // details are not read), and of them only what the message below says.
  const violations = await page.evaluate(async () => {
    const results = await (window as AxeInPage).axe!.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v): Violation => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String),
        failureSummary: n.failureSummary,
      })),
    }));
  });
  await page.emulateMedia({ reducedMotion: motion });
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('; ')})`,
    );
  expect(blocking).toEqual([]);
}
