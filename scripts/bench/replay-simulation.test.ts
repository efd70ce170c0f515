import { describe, expect, it } from 'vitest';
import { editLog, parseEdits } from './replay-simulation';

const request = (id: string, url: string) => ({
  method: 'Network.requestWillBeSent',
  params: { requestId: id, request: { url } },
});
const finished = (id: string, size: number) => ({
  method: 'Network.loadingFinished',
  params: { requestId: id, encodedDataLength: size },
});
const log = [
  request('1', 'http://localhost:4173/assets/framework-abc.js'),
  { method: 'Network.dataReceived', params: { requestId: '1', encodedDataLength: 1000 } },
  finished('1', 1000),
  request('2', 'http://localhost:4173/api/v1/courses/recommended/'),
  finished('2', 300),
  request('3', 'http://localhost:4173/assets/index-def.js'),
  finished('3', 500),
  { method: 'Page.frameNavigated', params: {} },
];

describe('replay-simulation', () => {
  it('reads the edits', () => {
    expect(parseEdits(['--scale', 'framework=0.86', '--drop', 'recommended'])).toEqual({
      scale: [['framework', 0.86]],
      drop: ['recommended'],
    });
    expect(() => parseEdits(['--scale', 'framework'])).toThrow(/<chunk>=<factor>/);
    expect(() => parseEdits(['--scale', 'framework=0'])).toThrow(/<chunk>=<factor>/);
    expect(() => parseEdits(['--drop'])).toThrow(/needs a value/);
    expect(() => parseEdits(['--grow', 'x'])).toThrow(/unknown option/);
  });

  it('scales the named chunk’s transfer and drops the requests named, leaving the rest', () => {
    const edited = editLog(log, parseEdits(['--scale', 'framework=0.5', '--drop', 'recommended']));
    expect(edited.filter((event) => event.params.requestId === '2')).toEqual([]);
    expect(edited.map((event) => event.params.encodedDataLength)).toEqual([
      undefined,
      500,
      500,
      undefined,
      500,
      undefined,
    ]);
    expect(edited.at(-1)).toEqual({ method: 'Page.frameNavigated', params: {} });
  });
});
