import { KIND_CASES, kindPath } from '../screenshots/kind-cases';
import { expect } from './support/exercise-run';
import { expectInSight, LANGUAGES, phone, shoot, SIZES, WORDS } from './support/answer-sheet-fit';
import { test, voiceSamples } from './support/fake-microphone';
import { mock } from './support/mock-control';

// The chat's answer sheet fits a phone (issue 37; the other twelve kinds: answer-sheet-fits.spec.ts):
// after a typed miss the coach's advice, and on a taller phone the missed answer itself, are in
// sight above the learner's next turn, on a 360 × 740 and a 320 × 568 touch screen, in Japanese
// and English. A conversation goes at the pace of its lines, so this runs with the specs that
// wait on real time (playwright.config.ts).

const chat = KIND_CASES.find((c) => c.flow === 'chat')!;

for (const lang of LANGUAGES) {
  for (const size of SIZES) {
    test.describe(`${size.width} × ${size.height}, ${lang}`, () => {
      test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB' });
      test.beforeEach(async ({ request }) => {
        await mock.reset(request);
      });

      test(`the chat sheet after a wrong answer fits (${size.width} × ${size.height}, ${lang})`, async ({
        pageWithMicrophone,
        request,
      }) => {
        const page = await pageWithMicrophone({ samples: voiceSamples() });
        await phone(page, lang, size, request);
        await page.goto(kindPath(chat));
        const name = `${chat.kind}-${lang}-${size.width}`;
        // A typed miss: the conversation says so, and the learner's turn comes again.
        const w = WORDS[lang];
        await page.getByRole('button', { name: w.startChat }).click();
        const footer = page.getByRole('region', { name: w.turn });
        const recordButton = footer.getByRole('button', { name: w.record, exact: true });
        await expect(recordButton).toBeEnabled({ timeout: 30_000 });
        await footer.getByRole('button', { name: w.typeInstead }).click();
        await footer.getByRole('textbox', { name: w.typedField }).fill('I like apples');
        await footer.getByRole('button', { name: w.typedSend, exact: true }).click();
        await expect(recordButton).toBeEnabled({ timeout: 30_000 });
        await page.waitForTimeout(800);
        await shoot(page, name);
        // The coach's word on the miss (how near, what to change) above the next turn; on a
        // taller phone the missed answer itself too.
        const advice = page.locator('.chat-bubble--feedback').last();
        const missed = page.locator('.chat-entry--learner').last();
        await expectInSight(
          page,
          size.height >= 740
            ? { 'the missed answer': missed, 'the advice on it': advice }
            : { 'the advice on the miss': advice },
          recordButton,
        );
      });
    });
  }
}
