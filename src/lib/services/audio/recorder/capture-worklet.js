// The recorder's capture on the audio thread (see recorder.ts). The input arrives in render
// quanta of 128 frames; this gathers them into blocks of BLOCK_FRAMES frames (about 43 ms at
// 48 kHz) and posts each block with its peak and RMS level, moving the buffers, not copying them.
// The message 'flush' posts what is gathered and answers { type: 'flushed' }, so stopping loses
// nothing. This file is served as it is, unbundled (AudioWorklet.addModule takes a URL, and a
// same-origin file passes a strict Content-Security-Policy): plain JavaScript with no imports,
// its level arithmetic the same as silence.ts's peakOf and rmsOf.
/* global AudioWorkletProcessor, registerProcessor -- the AudioWorkletGlobalScope's */

const BLOCK_FRAMES = 2048;

class CaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    /** @type {Float32Array[]} one buffer per input channel */
    this.buffers = [];
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data !== 'flush') return;
      this.post();
      this.port.postMessage({ type: 'flushed' });
    };
  }

  /** @param {Float32Array[][]} inputs */
  process(inputs) {
    const input = inputs[0];
    // No channels while the source is not (or no longer) connected: nothing to keep.
    if (input && input.length > 0) this.append(input);
    return true;
  }

  /** @param {Float32Array[]} input */
  append(input) {
    if (this.buffers.length !== input.length) {
      this.post();
      this.buffers = input.map(() => new Float32Array(BLOCK_FRAMES));
    }
    const frames = input[0].length;
    let offset = 0;
    while (offset < frames) {
      const count = Math.min(frames - offset, BLOCK_FRAMES - this.filled);
      input.forEach((channel, index) => {
        this.buffers[index].set(channel.subarray(offset, offset + count), this.filled);
      });
      this.filled += count;
      offset += count;
      if (this.filled === BLOCK_FRAMES) this.post();
    }
  }

  post() {
    if (this.filled === 0) return;
    const channels = this.buffers.map((buffer) => buffer.slice(0, this.filled));
    let peak = 0;
    let sum = 0;
    for (const channel of channels) {
      for (const sample of channel) {
        const magnitude = Math.abs(sample);
        if (magnitude > peak) peak = magnitude;
        sum += sample * sample;
      }
    }
    const rms = Math.sqrt(sum / (this.filled * channels.length));
    this.port.postMessage(
      { type: 'block', channels, peak, rms },
      channels.map((channel) => channel.buffer),
    );
    this.filled = 0;
  }
}

registerProcessor('capture-processor', CaptureProcessor);
