import { expect, type Locator, type Page } from '@playwright/test';
import { readWav } from '../../src/lib/rules/wav';
import { expectAccessible } from './support/accessibility';
import { silenceSamples, test, voiceSamples } from './support/fake-microphone';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// The settings page's microphone check in Chromium with a fake microphone fed from a WAV file:
// the real getUserMedia, AudioWorklet, WAV encoding and playback.

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

async function openCheck(page: Page, request: Parameters<typeof signIn>[1]): Promise<Locator> {
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.goto('/user/settings');
  const check = page.getByRole('region', { name: 'マイクのチェック' });
  await expect(check).toBeVisible();
  return check;
}

/**
 * A strict policy: scripts (the worklet too) only from the app's origin, no inline or blob:
 * script; blob: only for playing and reading back the recording.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self' blob:",
].join('; ');

/** Serves the settings page with STRICT_CSP and collects what the browser refuses. */
async function withStrictCsp(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route('**/user/settings', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
    });
  });
  return refused;
}

type PlayedAudio = { playedAudio: HTMLMediaElement[] };

/** Keeps every audio element the page plays: the playback button's is not in the document. */
async function keepPlayedAudio(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as PlayedAudio).playedAudio = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
}

/** The recording played last, read back as a WAV file (null if it is not a 16-bit PCM one). */
async function playedWav(page: Page) {
  const bytes = await page.evaluate(async () => {
    const element = (window as unknown as PlayedAudio).playedAudio.at(-1)!;
    return [...new Uint8Array(await (await fetch(element.src)).arrayBuffer())];
  });
  return readWav(new Uint8Array(bytes));
}

/** How far the recording played last has played, and how long it is, in seconds. */
const playedTimes = (page: Page) =>
  page.evaluate(() => {
    const element = (window as unknown as PlayedAudio).playedAudio.at(-1)!;
    return { currentTime: element.currentTime, duration: element.duration };
  });

test('records what the microphone hears with a moving level meter and plays it back, under a strict CSP', async ({
  pageWithMicrophone,
  request,
}) => {
  const page = await pageWithMicrophone({ samples: voiceSamples() });
  const refused = await withStrictCsp(page);
  await keepPlayedAudio(page);
  const check = await openCheck(page, request);

  await check.getByRole('button', { name: '録音する' }).click();

  const meter = check.getByRole('meter', { name: 'マイクの音量' });
  await expect(meter).toBeVisible();
  const readings = new Set<number>();
  await expect
    .poll(
      async () => {
        readings.add(Number(await meter.getAttribute('aria-valuenow')));
        return readings.size;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(4);
  expect(Math.max(...readings)).toBeGreaterThan(40);
  await expect(meter).toHaveAttribute('aria-valuetext', /^音量 \d+%$/);
  await expectAccessible(page);

  // Press to stop: Space on the focused button does what a click does.
  const stop = check.getByRole('button', { name: '録音を止める' });
  await expect(stop).toBeFocused();
  await page.keyboard.press('Space');

  await expect(check.getByText('録音できました。自分の声を聞いてみましょう。')).toBeVisible();
  await expect(meter).toBeHidden();
  // Our own play button, not the browser's grey player.
  await expect(check.locator('audio')).toHaveCount(0);
  await check.getByRole('button', { name: '自分の声を聞く' }).click();
  await expect(check.getByRole('button', { name: '再生を止める' })).toBeVisible();
  const wav = await playedWav(page);
  expect(wav?.format).toEqual({ channels: 1, sampleRate: 16_000 });
  expect(wav?.data.byteLength).toBeGreaterThan(16_000 * 2 * 0.3);
  await expect.poll(async () => (await playedTimes(page)).currentTime).toBeGreaterThan(0.1);
  expect((await playedTimes(page)).duration).toBeGreaterThan(0.3);
  await expect(check.getByRole('button', { name: '自分の声を聞く' })).toBeVisible();
  await expectAccessible(page);
  expect(refused).toEqual([]);
});

test('a microphone that hears only silence gets the silent-recording message', async ({
  pageWithMicrophone,
  request,
}) => {
  const page = await pageWithMicrophone({ samples: silenceSamples() });
  const check = await openCheck(page, request);

  await check.getByRole('button', { name: '録音する' }).click();
  await expect(check.getByRole('meter', { name: 'マイクの音量' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await check.getByRole('button', { name: '録音を止める' }).click();

  await expect(check.getByText(/^音が録音されていませんでした。/)).toBeVisible();
  await expect(check.getByRole('button', { name: '自分の声を聞く' })).toHaveCount(0);
});

test(
  'a refused microphone gets the message to allow it',
  { tag: '@full-chromium' },
  async ({ pageWithMicrophone, request }) => {
    const page = await pageWithMicrophone({ samples: voiceSamples(), permission: 'refused' });
    const check = await openCheck(page, request);

    await check.getByRole('button', { name: '録音する' }).click();

    await expect(check.getByRole('alert')).toHaveText(
      'マイクが使えません。ブラウザーの設定で、このサイトのマイクの使用を許可してから、もう一度録音ボタンを押してください。',
    );
    await expect(check.getByRole('meter')).toHaveCount(0);
    await expectAccessible(page);
  },
);
