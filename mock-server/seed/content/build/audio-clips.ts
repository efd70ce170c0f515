import { uuidFrom } from '../../../runtime/ids';
import type { Voice } from '../source-types';
import { kebabCase } from './kebab-case';

// Every sentence or word an exercise plays becomes a clip, spoken in a US and a British voice by
// scripts/generate-content-audio.ts. A clip's name is its exercise plus a hash of what is said, so
// changed text gets a new file and the name never gives the sentence away (dictation).

export type SpokenLine = { voice: Voice; text: string };
export type AudioClip = { name: string; lines: SpokenLine[] };
export type ContentAudioUrls = { url: string; britishUrl: string | null };

const audioUrl = (accent: 'us' | 'gb', name: string) =>
  `/content/audio/${accent}/${name}.mp3`;

export class AudioClips {
  readonly byName = new Map<string, AudioClip>();

  /** Registers what is said (one voice or a dialogue) and returns its US and British urls. */
  speak(owner: string, lines: SpokenLine[]): ContentAudioUrls {
    const hash = uuidFrom(JSON.stringify(lines)).replace(/-/g, '').slice(0, 10);
    const name = `${kebabCase(owner)}-${hash}`;
    this.byName.set(name, { name, lines });
    return { url: audioUrl('us', name), britishUrl: audioUrl('gb', name) };
  }
}
