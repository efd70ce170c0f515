import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Browser, type Page } from '@playwright/test';
import { encodeWav } from '../../../src/lib/rules/wav';

// Chromium with a fake microphone that "hears" a WAV file, for the microphone check and the
// speaking exercises. The file is a launch flag, so each sound gets a browser of its own, launched
// like the config's (same executable and arguments) plus the fake-device flags:
//   --use-fake-device-for-media-stream          a fake microphone instead of the machine's
//   --use-file-for-fake-audio-capture=<wav>     what it hears (played in a loop)
//   --use-fake-ui-for-media-stream              the permission prompt answered "allow"
// Without the last one the prompt is answered "block" (--deny-permission-prompts), as when the
// learner refuses.

const RATE = 48_000;

/**
 * Something like speech, 2 s of it: a 180 Hz voice with a few harmonics in syllables of 250 ms
 * whose loudness rises and falls, with quieter gaps, so a level meter has something to follow.
 */
export function voiceSamples(seconds = 2): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => {
    const t = i / RATE;
    const syllable = Math.sin(Math.PI * ((t * 4) % 1)) ** 2 * (0.35 + 0.3 * Math.sin(t * 3));
    const voice = [1, 0.6, 0.35, 0.2].reduce(
      (sum, weight, harmonic) => sum + weight * Math.sin(2 * Math.PI * 180 * (harmonic + 1) * t),
      0,
    );
    return 0.4 * syllable * voice;
  });
}

/** Only zero samples: a microphone that hears nothing (muted, unplugged). */
export const silenceSamples = (seconds = 2) => new Float32Array(Math.round(seconds * RATE));

type MicrophoneOptions = {
  /** What the microphone hears (mono, 48 kHz). */
  samples: Float32Array;
  /**
   * 'refused' answers the browser's permission prompt with "block": only the whole browser has
   * the prompt (Chromium's headless shell lets the page have the microphone), so a test that
   * refuses is tagged @full-chromium (playwright.config.ts).
   */
  permission?: 'allowed' | 'refused';
};

type MicrophoneFixtures = {
  /** A page of a new Chromium whose microphone hears `samples`; closed after the test. */
  pageWithMicrophone: (options: MicrophoneOptions) => Promise<Page>;
};

/** Playwright's test with the pageWithMicrophone fixture. */
export const test = base.extend<MicrophoneFixtures>({
  pageWithMicrophone: async ({ playwright, launchOptions, baseURL, locale }, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'fake-microphone-'));
    const browsers: Browser[] = [];
    await use(async ({ samples, permission = 'allowed' }) => {
      const wav = join(folder, `microphone-${browsers.length + 1}.wav`);
      writeFileSync(wav, new Uint8Array(encodeWav([samples], RATE)));
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-audio-capture=${wav}`,
          permission === 'allowed' ? '--use-fake-ui-for-media-stream' : '--deny-permission-prompts',
          '--autoplay-policy=no-user-gesture-required',
        ],
      });
      browsers.push(browser);
      const context = await browser.newContext({ baseURL, locale });
      return context.newPage();
    });
    await Promise.all(browsers.map((browser) => browser.close()));
    rmSync(folder, { recursive: true, force: true });
  },
});
