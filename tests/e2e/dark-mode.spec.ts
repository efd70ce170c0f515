import { test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';
import { SCREENS, settled } from './support/screens';
import { signIn } from './support/sign-in';

// Dark mode follows the system setting: every screen, on a phone, in the dark scheme, passes axe
// (contrast included) as the light scheme does in the other specs.

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
    await screen.open(page);
    await settled(page);
    await expectAccessible(page);
  }
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  for (const screen of SCREENS.filter((s) => !s.signedOut)) {
    await screen.open(page);
    await settled(page);
    await expectAccessible(page);
  }
  await context.close();
});
