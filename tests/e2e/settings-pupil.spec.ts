import { expect, test } from '@playwright/test';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { expectAccessible } from './support/accessibility';
import { switchLanguage } from './support/exercise-run';
import { API, mock } from './support/mock-control';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// Issue 37, item 10: 「管理者サイトを開く」 was shown to a pupil. The administrator site is for
// teachers and administrators (the alias's admin_site feature flag); hana, a pupil, never sees it.

const WORDS = {
  ja: { title: '設定', admin: /管理者サイトを開く/, terms: '利用規約' },
  en: { title: 'Settings', admin: /Open the administrator site/, terms: 'Terms of service' },
} as const;

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});
test.afterAll(async ({ request }) => {
  await mock.reset(request);
});

for (const lang of ['ja', 'en'] as const) {
  test(`a pupil's settings offer no administrator site; an administrator's do (${lang})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[lang];
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto('/user/settings');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('link', { name: w.terms })).toBeVisible();
    await expect(page.getByRole('link', { name: w.admin })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await picture(page, {
      path: `test-results/settings-pupil/settings-${lang}.png`,
      fullPage: true,
    });

    // The same account made an administrator of its alias: the link is there.
    const response = await request.post(`${API}/__mock/feature-flags`, {
      data: {
        userEmail: 'hana@sakura.example',
        aliasUuid: ALIAS.hanaSakura,
        name: 'admin_site',
        value: true,
      },
    });
    expect(response.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('link', { name: w.admin })).toBeVisible();
  });
}
