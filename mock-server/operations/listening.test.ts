import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOST,
  describeListening,
  isLoopbackHost,
  LISTEN_OPTIONS,
  listenSettings,
  listeningWarning,
  type ListenEntry,
} from './listening';

/** The settings an entry derives from its command line and environment. */
function settings(entry: ListenEntry, args: string[], env: Record<string, string> = {}) {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, ...LISTEN_OPTIONS } });
  return listenSettings(entry, values, env);
}

const pick = (entry: ListenEntry, args: string[], env: Record<string, string> = {}) => {
  const { host, open, control } = settings(entry, args, env);
  return { host, open, control };
};

describe('where the mock backend listens, and its control operations', () => {
  it('listens on 127.0.0.1 only by default, with control on for npm run mock and off for serve:demo', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(pick('mock', [])).toEqual({ host: '127.0.0.1', open: false, control: true });
    expect(pick('demo', [])).toEqual({ host: '127.0.0.1', open: false, control: false });
  });

  it.each([
    ['--host 0.0.0.0', ['--host', '0.0.0.0'], {}, '0.0.0.0'],
    ['--host ::', ['--host', '::'], {}, '::'],
    ['--host <LAN address>', ['--host', '192.168.1.20'], {}, '192.168.1.20'],
    ['--host <a name>', ['--host', 'demo.example'], {}, 'demo.example'],
    ['--open', ['--open'], {}, undefined],
    ['MOCK_HOST=0.0.0.0', [], { MOCK_HOST: '0.0.0.0' }, '0.0.0.0'],
    ['MOCK_HOST=::', [], { MOCK_HOST: '::' }, '::'],
  ])('%s opens it to the network, and control is then off', (_label, args, env, host) => {
    for (const entry of ['mock', 'demo'] as const) {
      expect(pick(entry, args, env)).toEqual({ host, open: true, control: false });
    }
  });

  it.each([
    ['MOCK_CONTROL=on', [], { MOCK_CONTROL: 'on' }],
    ['--control', ['--control'], {}],
  ])('turns control on when open only when asked explicitly (%s), with a warning', (_l, a, e) => {
    for (const entry of ['mock', 'demo'] as const) {
      const open = settings(entry, ['--host', '0.0.0.0', ...a], e);
      expect(open).toMatchObject({ open: true, control: true });
      expect(listeningWarning(open)).toMatch(/open to the network/);
    }
    expect(listeningWarning(settings('mock', []))).toBeNull();
  });

  it('follows MOCK_CONTROL=on|off and the flags the same way in both entries; a flag wins', () => {
    for (const entry of ['mock', 'demo'] as const) {
      expect(pick(entry, [], { MOCK_CONTROL: 'off' }).control).toBe(false);
      expect(pick(entry, [], { MOCK_CONTROL: 'on' }).control).toBe(true);
      expect(pick(entry, ['--no-control']).control).toBe(false);
      expect(pick(entry, ['--control']).control).toBe(true);
      expect(pick(entry, ['--no-control'], { MOCK_CONTROL: 'on' }).control).toBe(false);
      expect(pick(entry, ['--control'], { MOCK_CONTROL: 'off' }).control).toBe(true);
      expect(pick(entry, ['--open', '--no-control'], { MOCK_CONTROL: 'on' }).control).toBe(false);
    }
  });

  it('refuses a MOCK_CONTROL it does not know rather than guessing', () => {
    for (const value of ['yes', '1', 'true', 'of']) {
      expect(() => settings('mock', [], { MOCK_CONTROL: value })).toThrow(/MOCK_CONTROL/);
      expect(() => settings('demo', [], { MOCK_CONTROL: value })).toThrow(/MOCK_CONTROL/);
    }
    expect(pick('mock', [], { MOCK_CONTROL: '' }).control).toBe(true);
  });

  it('refuses contradictory flags', () => {
    expect(() => settings('mock', ['--open', '--host', '127.0.0.1'])).toThrow(/--host or --open/);
    expect(() => settings('mock', ['--control', '--no-control'])).toThrow(/--no-control/);
  });

  it('takes --host over MOCK_HOST, and HOST only in serve:demo', () => {
    expect(pick('mock', ['--host', '127.0.0.1'], { MOCK_HOST: '0.0.0.0' })).toEqual({
      host: '127.0.0.1',
      open: false,
      control: true,
    });
    expect(pick('mock', [], { HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
    expect(pick('demo', [], { HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      open: true,
      control: false,
    });
    expect(pick('demo', [], { HOST: '0.0.0.0', MOCK_HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('keeps control on for any loopback address in npm run mock', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]']) {
      expect(pick('mock', ['--host', host])).toMatchObject({ open: false, control: true });
    }
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['localhost.example', false],
    ['127.0.0.1.example', false],
    ['not a host', false],
  ])('isLoopbackHost(%s) is %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('says where it listens and why control is on or off', () => {
    expect(describeListening(settings('mock', []), { address: '127.0.0.1', port: 4010 })).toBe(
      'http://127.0.0.1:4010 (loopback only, control on: loopback default)',
    );
    expect(describeListening(settings('mock', ['--open']), { address: '::', port: 4010 })).toBe(
      'http://[::]:4010 (every interface, open to the network, control off: open default)',
    );
    expect(
      describeListening(settings('demo', [], { MOCK_HOST: '0.0.0.0', MOCK_CONTROL: 'on' }), {
        address: '0.0.0.0',
        port: 8080,
      }),
    ).toBe('http://0.0.0.0:8080 (open to the network, control on: MOCK_CONTROL)');
  });
});
