import { test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';
import { moveToScreen, openScreen, SCREENS, settled } from './support/screens';
import { signIn } from './support/sign-in';

// Dark mode follows the system setting: every screen, on a phone, in the dark scheme, passes axe
// (contrast included) as the light scheme does in the other specs. The signed-in screens are
// reached as a learner reaches them, by the app's router from home: one page load for them all.

test('every screen passes axe in the dark colour scheme at 360 px', async ({
  browser,
  request,
}) => {
  test.slow();
  await mock.reset(request);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    colorScheme: 'dark',
    locale: 'ja-JP',
  });
  const page = await context.newPage();
  for (const screen of SCREENS.filter((s) => s.signedOut)) {
    await openScreen(page, screen);
    await settled(page);
    await expectAccessible(page);
  }
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  const [first, ...rest] = SCREENS.filter((s) => !s.signedOut);
  await openScreen(page, first!);
  await settled(page);
  await expectAccessible(page);
  for (const screen of rest) {
    await test.step(screen.name, async () => {
      await moveToScreen(page, screen);
      await settled(page);
      await expectAccessible(page);
    });
  }
  await context.close();
});
