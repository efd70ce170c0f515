import { readWav, wavOf } from '../../rules/wav';
import { pcmBytes, type PcmChunk, type PcmFormat } from './pcm';
import type { PcmStream, SpeechAudio } from './types';

// The two shapes the recognisers take audio in: a finished WAV, or a stream of PCM chunks.

const isStream = (audio: SpeechAudio): audio is PcmStream =>
  !(audio instanceof Blob) && !(audio instanceof Uint8Array);

async function* chunksOf(
  chunks: AsyncIterable<PcmChunk> | Iterable<PcmChunk>,
): AsyncGenerator<Uint8Array> {
  // Recorders may reuse their buffers: each chunk is copied as it is taken.
  for await (const chunk of chunks) yield pcmBytes(chunk).slice();
}

/** The audio as one WAV Blob, once it has ended. */
export async function wavBlobOf(audio: SpeechAudio): Promise<Blob> {
  if (audio instanceof Blob) return audio;
  if (audio instanceof Uint8Array) return new Blob([audio.slice()], { type: 'audio/wav' });
  const data: Uint8Array[] = [];
  for await (const chunk of chunksOf(audio.chunks)) data.push(chunk);
  return new Blob([wavOf(audio.format, data)], { type: 'audio/wav' });
}

/** A WAV that is not 16-bit PCM (the websocket carries raw PCM only). */
export class UnsupportedAudioError extends Error {
  constructor() {
    super('The recording is not a 16-bit PCM WAV file');
    this.name = 'UnsupportedAudioError';
  }
}

/** The audio as its format and s16le bytes: a WAV's data in one piece, a stream chunk by chunk. */
export async function pcmOf(
  audio: SpeechAudio,
): Promise<{ format: PcmFormat; chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> }> {
  if (isStream(audio)) return { format: audio.format, chunks: chunksOf(audio.chunks) };
  const bytes = audio instanceof Blob ? new Uint8Array(await audio.arrayBuffer()) : audio;
  const wav = readWav(bytes);
  if (!wav) throw new UnsupportedAudioError();
  return { format: wav.format, chunks: [wav.data] };
}
