import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run in the page itself: the default runs it frame by frame and finishes
  // in a page of its own, opened for every check, and the app has no iframe to reach. Only the
  // violations come back in full (the passes' details are not read). Together a third of the
  // time of a check (measured on home: 1.1-1.3 s before, 0.32-0.35 s after), with the same rules.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  await page.emulateMedia({ reducedMotion: motion });
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('; ')})`,
    );
  expect(blocking).toEqual([]);
}
