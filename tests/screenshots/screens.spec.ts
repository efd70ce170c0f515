import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { mock } from '../e2e/support/mock-control';
import { openScreen, SCREENS, settled } from '../e2e/support/screens';
import { signIn } from '../e2e/support/sign-in';

// Every screen at a phone's and a desktop's width, in both languages and both colour schemes,
// into screenshots/<language>-<scheme>-<width>/<screen>.png (on a phone also <screen>-full.png, the
// whole page). Run with `npm run screenshots`.

const OUT = 'screenshots';
const WIDTHS = [360, 1280] as const;
const LANGUAGES = ['ja', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;

for (const language of LANGUAGES) {
  for (const scheme of SCHEMES) {
    test(`every screen, ${language}, ${scheme}`, async ({ browser, request }) => {
      await mock.reset(request);
      for (const width of WIDTHS) {
        const folder = `${OUT}/${language}-${scheme}-${width}`;
        mkdirSync(folder, { recursive: true });
        for (const screen of SCREENS) {
          const context = await browser.newContext({
            viewport: { width, height: width === 360 ? 740 : 900 },
            colorScheme: scheme,
            locale: language === 'ja' ? 'ja-JP' : 'en-GB',
            reducedMotion: 'reduce',
          });
          const page = await context.newPage();
          await page.addInitScript(
            (lang) => localStorage.setItem('eigo.v1.language', JSON.stringify(lang)),
            language,
          );
          if (!screen.signedOut) await signIn(page, request, 'hana@sakura.example', 'sakura2026');
          await openScreen(page, screen);
          await settled(page);
          // What the screen shows first, then (on a phone) the whole page scrolled through.
          await page.screenshot({ path: `${folder}/${screen.name}.png` });
          if (width === 360) {
            await page.screenshot({ path: `${folder}/${screen.name}-full.png`, fullPage: true });
          }
          await context.close();
        }
      }
    });
  }
}
