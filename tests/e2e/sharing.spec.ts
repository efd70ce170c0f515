import { expect, test, type Page } from '@playwright/test';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { COURSE } from '../../mock-server/seed/content-catalogue';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { signIn } from './support/sign-in';

// Sharing a course and an assignment (spec 7) in the built app on a phone-sized screen: the real
// clipboard (read back with the context's permission) and the toast at the top, under the header
// and clear of the tab bar.
const NOW = '2026-11-22T00:00:00.000Z';

test.use({
  viewport: { width: 360, height: 740 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

test.beforeEach(async ({ page, request }) => {
  await fixBackendClock(request, NOW);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});
freeBackendClockAfterAll();

const WORDS = {
  ja: { share: 'リンクを共有', copied: 'リンクをコピーしました', menu: 'メインメニュー' },
  en: { share: 'Share link', copied: 'Link copied', menu: 'Main menu' },
} as const;

/** The toast's box lies below the header and above the tab bar. */
async function expectToastUnderHeader(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  const toast = page.getByRole('status').getByText(words.copied);
  await expect(toast).toBeVisible();
  const [box, header, tabBar] = await Promise.all([
    toast.boundingBox(),
    page.getByRole('banner').boundingBox(),
    page.getByRole('navigation', { name: words.menu }).boundingBox(),
  ]);
  if (!box || !header || !tabBar) throw new Error('the toast, header or tab bar has no box');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
}

async function expectSharedLink(page: Page, path: string) {
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const webLink = new URL(path, page.url()).href;
  expect(copied.searchParams.get('link')).toBe(webLink);
  expect(copied.searchParams.get('afl')).toBe(webLink);
  expect(copied.searchParams.get('ifl')).toBe(webLink);
  for (const id of ['apn', 'ibi', 'isi']) expect(copied.searchParams.get(id)).toBeTruthy();
}

for (const lang of ['ja', 'en'] as const) {
  const words = WORDS[lang];
  test(`(${lang}) shares a course and an assignment: the link on the clipboard and a toast`, async ({
    page,
  }) => {
    await page.addInitScript(
      (chosen) => localStorage.setItem('eigo.v1.language', JSON.stringify(chosen)),
      lang,
    );
    const course = `/course/details/${COURSE.everydayConversation}`;
    await page.goto(course);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Everyday Conversation' }),
    ).toBeVisible();
    await page.getByRole('button', { name: words.share }).click();
    await expectToastUnderHeader(page, words);
    await expectSharedLink(page, course);

    const assignment = `/assignment/details/${ASSIGNMENT.tryIt}`;
    await page.goto(assignment);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }),
    ).toBeVisible();
    await page.getByRole('button', { name: words.share }).click();
    await expectToastUnderHeader(page, words);
    // An assignment's link names its organisation, as a teacher's link does.
    await expectSharedLink(page, `${assignment}?aliasUuid=${ALIAS.hanaSakura}`);
  });
}

// The toast is placed under the header by measuring it (its height is not fixed: the console's
// differs, and larger text makes it taller); until the tablet layout, the header wrapped to two rows
// at 760 px, which this test relied on.
test('on a mid-sized window, the toast is under the header', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 800 });
  await page.goto(`/course/details/${COURSE.everydayConversation}`);
  await page.getByRole('button', { name: WORDS.ja.share }).click();
  const toast = page.getByRole('status').getByText(WORDS.ja.copied);
  await expect(toast).toBeVisible();
  const [box, header] = await Promise.all([
    toast.boundingBox(),
    page.getByRole('banner').boundingBox(),
  ]);
  if (!box || !header) throw new Error('the toast or the header has no box');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('a refused copy is only logged', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('[eigo] share.copy-failed'),
  );
  await page.goto(`/course/details/${COURSE.everydayConversation}`);
  await page.getByRole('button', { name: 'リンクを共有' }).click();
  await logged;
  await expect(page.locator('.toast')).toHaveCount(0);
});
