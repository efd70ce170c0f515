// Speaks every audio clip of the course content into public/content/audio/{us,gb}/<name>.mp3 with
// espeak-ng and lame (both must be installed). Files that exist are skipped, so run it after
// changing content: only new or changed lines are spoken. `--prune` also deletes files no clip
// uses any more.
//
//   npx tsx scripts/generate-content-audio.ts [--prune]
//
// Clips are small on purpose: mono, 16 kHz, 16 kbit/s MP3, spoken a little slower than usual.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readWav, wavOf, type WavFormat } from '../src/lib/rules/wav';
import { contentCatalogue } from '../mock-server/seed/content';
import type { AudioClip } from '../mock-server/seed/content/build/audio-clips';
import type { Voice } from '../mock-server/seed/content/source-types';

const run = promisify(execFile);
const AUDIO_DIR = join(import.meta.dirname, '../public/content/audio');
const ACCENTS = { us: 'en-us', gb: 'en-gb' } as const;
type Accent = keyof typeof ACCENTS;
const VARIANT: Record<Voice, string> = { female: '+f3', male: '+m3' };
const WORDS_PER_MINUTE = '150';
const PAUSE_BETWEEN_SPEAKERS_MS = 400;

async function speak(clip: AudioClip, accent: Accent, target: string): Promise<void> {
  const parts: Uint8Array[] = [];
  let format: WavFormat = { sampleRate: 22050, channels: 1 };
  for (const [index, line] of clip.lines.entries()) {
    const voice = `${ACCENTS[accent]}${VARIANT[line.voice]}`;
    const { stdout } = await run(
      'espeak-ng',
      ['-v', voice, '-s', WORDS_PER_MINUTE, '--stdout', line.text],
      {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // espeak-ng leaves its header's sizes as placeholders: readWav takes the samples there are.
    const wav = readWav(stdout);
    if (!wav) throw new Error(`espeak-ng wrote no 16-bit PCM WAV for "${line.text}"`);
    format = wav.format;
    if (index > 0) {
      const pauseFrames = Math.round((format.sampleRate * PAUSE_BETWEEN_SPEAKERS_MS) / 1000);
      parts.push(new Uint8Array(pauseFrames * format.channels * 2));
    }
    parts.push(wav.data);
  }
  const wavPath = `${target}.wav`;
  writeFileSync(wavPath, wavOf(format, parts));
  try {
    await run('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wavPath, target]);
  } finally {
    rmSync(wavPath, { force: true });
  }
}

async function main(): Promise<void> {
  const prune = process.argv.includes('--prune');
  const clips = [...contentCatalogue().clips.byName.values()];
  const jobs: { clip: AudioClip; accent: Accent; target: string }[] = [];
  for (const accent of Object.keys(ACCENTS) as Accent[]) {
    const dir = join(AUDIO_DIR, accent);
    mkdirSync(dir, { recursive: true });
    const wanted = new Set(clips.map((clip) => `${clip.name}.mp3`));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mp3') && !wanted.has(f))) {
      if (prune) rmSync(join(dir, file));
      console.log(`${prune ? 'removed' : 'unused (remove with --prune)'}: ${accent}/${file}`);
    }
    for (const clip of clips) {
      const target = join(dir, `${clip.name}.mp3`);
      if (!existsSync(target)) jobs.push({ clip, accent, target });
    }
  }
  // A few clips at a time: espeak-ng and lame are single-threaded.
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift())
        await speak(job.clip, job.accent, job.target);
    }),
  );
  console.log(
    `content audio: ${jobs.length} spoken, ${clips.length * 2 - jobs.length} already there`,
  );
}

await main();
