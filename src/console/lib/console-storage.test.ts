import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const load = () => import('./console-storage');

describe('console storage', () => {
  it("keeps the console's choices under its own keys", async () => {
    const { storedLanguage, storedAppOrigin, storedSessionId } = await load();
    storedLanguage.write('en');
    storedAppOrigin.write('http://localhost:5173');
    storedSessionId.write(12);
    expect(localStorage.getItem('eigo.console.language')).toBe('"en"');
    expect(localStorage.getItem('eigo.console.appOrigin')).toBe('"http://localhost:5173"');
    expect(localStorage.getItem('eigo.console.sessionId')).toBe('12');
    expect(storedSessionId.read()).toBe(12);
  });

  it.each([
    { name: 'language', raw: '"fr"' },
    { name: 'appOrigin', raw: '42' },
    { name: 'sessionId', raw: '0' },
    { name: 'sessionId', raw: '"12"' },
    { name: 'language', raw: '{oops' },
  ])('reads the default when $name holds $raw', async ({ name, raw }) => {
    const stored = await load();
    localStorage.setItem(`eigo.console.${name}`, raw);
    expect(stored.storedLanguage.read()).toBe('ja');
    expect(stored.storedAppOrigin.read()).toBe('');
    expect(stored.storedSessionId.read()).toBeNull();
  });

  it('keeps working when storage refuses', async () => {
    const { storedLanguage } = await load();
    const refuse = () => {
      throw new Error('denied');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => storedLanguage.write('en')).not.toThrow();
    expect(storedLanguage.read()).toBe('ja');
  });
});
