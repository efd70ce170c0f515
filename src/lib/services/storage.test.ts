import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage in memory (the node test environment has none). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A Storage whose every call throws (disabled storage, quota). */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new Error('denied');
  };
  return {
    length: 0,
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  };
}

let storage: Storage;
let session: Storage;
beforeEach(() => {
  storage = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const load = () => import('./storage');

describe('storage', () => {
  it.each([
    { name: 'absent', raw: null },
    { name: 'not JSON', raw: '{oops' },
    { name: 'wrong type', raw: '42' },
    { name: 'empty string', raw: '""' },
  ])('authToken falls back to null when $name', async ({ raw }) => {
    const { authToken } = await load();
    if (raw !== null) storage.setItem(authToken.key, raw);
    expect(authToken.read()).toBeNull();
  });

  it.each([
    { raw: '"en"', expected: 'en' },
    { raw: '"ja"', expected: 'ja' },
    { raw: '"fr"', expected: 'ja' },
    { raw: 'null', expected: 'ja' },
  ])('language $raw reads as $expected', async ({ raw, expected }) => {
    const { language } = await load();
    storage.setItem(language.key, raw);
    expect(language.read()).toBe(expected);
  });

  it('keeps the good fields of a partly malformed object', async () => {
    const { listPreferences } = await load();
    storage.setItem(
      listPreferences.key,
      JSON.stringify({
        bookmarkedLimitMultiplier: 0,
        group: { limitMultiplier: 3, examIndex: -1, levelIndexes: [1, 'x', 2], categoryIds: 'no' },
        explore: { search: 'travel' },
      }),
    );
    expect(listPreferences.read()).toEqual({
      bookmarkedLimitMultiplier: 1,
      recommendedLimitMultiplier: 1,
      group: {
        limitMultiplier: 3,
        examIndex: 0,
        groupIndex: 0,
        levelIndexes: [1, 2],
        categoryIds: [],
      },
      explore: { search: 'travel', examIndex: 0, levelIndexes: [], categoryIds: [] },
    });
  });

  it.each([
    { raw: '{"a":{"c1":["ch1","ch2"]},"b":"x"}', expected: { a: { c1: ['ch1', 'ch2'] } } },
    { raw: '[]', expected: {} },
  ])('openedChapters $raw', async ({ raw, expected }) => {
    const { openedChapters } = await load();
    storage.setItem(openedChapters.key, raw);
    expect(openedChapters.read()).toEqual(expected);
  });

  it.each([
    {
      raw: '{"startDate":"2026-04-01","endDate":"nope","exerciseType":4,"skill":-2}',
      startDate: '2026-04-01',
      endDate: null,
      exerciseType: 4,
      skill: 0,
    },
    { raw: 'true', startDate: null, endDate: null, exerciseType: 0, skill: 0 },
  ])('historyInputs $raw', async ({ raw, ...expected }) => {
    const { historyInputs } = await load();
    storage.setItem(historyInputs.key, raw);
    expect(historyInputs.read()).toEqual(expected);
  });

  it.each([
    {
      raw: '{"initialised":true,"permission":"granted","callToActionByUser":{"u1":"denied","u2":"maybe"}}',
      expected: { initialised: true, permission: 'granted', callToActionByUser: { u1: 'denied' } },
    },
    {
      raw: '{"permission":"always"}',
      expected: { initialised: false, permission: 'default', callToActionByUser: {} },
    },
  ])('pushState $raw', async ({ raw, expected }) => {
    const { pushState } = await load();
    storage.setItem(pushState.key, raw);
    expect(pushState.read()).toEqual(expected);
  });

  it.each([
    {
      raw: '{"u1":"english","u2":"translation","u3":"none","u4":"both","u5":1}',
      expected: { u1: 'english', u2: 'translation', u3: 'none' },
    },
    { raw: '"english"', expected: {} },
  ])('displayLanguages $raw', async ({ raw, expected }) => {
    const { displayLanguages } = await load();
    expect(displayLanguages.key).toBe('eigo.v1.displayLanguages');
    storage.setItem(displayLanguages.key, raw);
    expect(displayLanguages.read()).toEqual(expected);
  });

  it('generates the device uuid once and keeps it', async () => {
    const { deviceUuid } = await load();
    const first = deviceUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(deviceUuid()).toBe(first);
  });

  it.each([
    { search: '', android: 'NOT_TWA', ios: null },
    { search: '?androidAppVersion=3.2.1', android: '3.2.1', ios: null },
    { search: '?androidAppVersion=', android: 'NO_VERSION', ios: null },
    { search: '?iosAppVersion=4.0.1', android: 'NOT_TWA', ios: '4.0.1' },
  ])('captureAppVersions($search)', async ({ search, android, ios }) => {
    const { captureAppVersions, androidAppVersion, iosAppVersion } = await load();
    captureAppVersions(search);
    expect(androidAppVersion.read()).toBe(android);
    expect(iosAppVersion.read()).toBe(ios);
  });

  it('survives a storage that throws', async () => {
    const { selectedAliases } = await load();
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(() => selectedAliases.write({ u: 'a' })).not.toThrow();
    expect(selectedAliases.read()).toEqual({});
  });

  it('tells subscribers about changes', async () => {
    const { language, subscribe } = await load();
    const listener = vi.fn();
    const stop = subscribe(language, listener);
    language.write('en');
    stop();
    language.write('ja');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('session items', () => {
    type Snapshot = { status: 'in-progress'; step: number };
    const snapshot = (v: unknown): Snapshot | undefined =>
      typeof v === 'object' && v !== null && (v as Snapshot).status === 'in-progress'
        ? (v as Snapshot)
        : undefined;

    it('keeps a value per run under the key the player used before', async () => {
      const { sessionItem } = await load();
      const run = (id: string) => sessionItem(`exerciseRun.${id}`, snapshot, null);
      run('ex-1.-').write({ status: 'in-progress', step: 2 });
      expect(run('ex-1.-').key).toBe('eigo.exerciseRun.ex-1.-');
      expect(JSON.parse(session.getItem('eigo.exerciseRun.ex-1.-')!)).toEqual({
        status: 'in-progress',
        step: 2,
      });
      expect(run('ex-1.-').read()).toEqual({ status: 'in-progress', step: 2 });
      expect(run('ex-1.7').read()).toBeNull();
      expect(storage.length).toBe(0);
    });

    it.each([
      { name: 'not JSON', raw: '{oops' },
      { name: 'refused by the parser', raw: '{"status":"finished","step":3}' },
      { name: 'not an object', raw: '42' },
    ])('reads null when the stored value is $name', async ({ raw }) => {
      const { sessionItem } = await load();
      session.setItem('eigo.chatRun.c-1.5', raw);
      expect(sessionItem('chatRun.c-1.5', snapshot, null).read()).toBeNull();
    });

    it('forgets one value on clear', async () => {
      const { sessionItem } = await load();
      const run = (id: string) => sessionItem(`exerciseRun.${id}`, snapshot, null);
      run('a.-').write({ status: 'in-progress', step: 1 });
      run('b.-').write({ status: 'in-progress', step: 1 });
      run('a.-').clear();
      expect(run('a.-').read()).toBeNull();
      expect(run('b.-').read()).not.toBeNull();
    });

    it('never throws when session storage refuses or is missing', async () => {
      const { sessionItem, clearSessionItems } = await load();
      const run = sessionItem('exerciseRun.x.-', snapshot, null);
      for (const broken of [refusingStorage(), undefined]) {
        vi.stubGlobal('sessionStorage', broken);
        expect(() => run.write({ status: 'in-progress', step: 1 })).not.toThrow();
        expect(run.read()).toBeNull();
        expect(() => run.clear()).not.toThrow();
        expect(() => clearSessionItems()).not.toThrow();
      }
    });

    it('clearSessionItems forgets every app key in session storage, and nothing else', async () => {
      const { clearSessionItems, sessionItem, authToken } = await load();
      sessionItem('exerciseRun.a.-', snapshot, null).write({ status: 'in-progress', step: 1 });
      sessionItem('chatRun.b.3', snapshot, null).write({ status: 'in-progress', step: 4 });
      session.setItem('other.library', 'kept');
      authToken.write('token');
      clearSessionItems();
      expect(session.length).toBe(1);
      expect(session.getItem('other.library')).toBe('kept');
      expect(authToken.read()).toBe('token');
    });
  });

  describe('localItem', () => {
    it('reads and writes under the exact key given, with the fallback for bad values', async () => {
      const { localItem } = await load();
      const { oneOf } = await import('./storage-parsers');
      const item = localItem('eigo.console.language', oneOf(['ja', 'en'] as const), 'ja');
      expect(item.read()).toBe('ja');
      item.write('en');
      expect(storage.getItem('eigo.console.language')).toBe('"en"');
      storage.setItem('eigo.console.language', '"fr"');
      expect(item.read()).toBe('ja');
      storage.setItem('eigo.console.language', '{oops');
      expect(item.read()).toBe('ja');
    });
  });

  describe('localText', () => {
    it('passes text through unchanged under the caller key', async () => {
      const { localText } = await load();
      localText.setItem('eigo.answerQueue', '[{"callId":"c1"}]');
      expect(storage.getItem('eigo.answerQueue')).toBe('[{"callId":"c1"}]');
      expect(localText.getItem('eigo.answerQueue')).toBe('[{"callId":"c1"}]');
      localText.removeItem('eigo.answerQueue');
      expect(localText.getItem('eigo.answerQueue')).toBeNull();
    });

    it.each([
      { name: 'refuses', broken: refusingStorage() },
      { name: 'is missing', broken: undefined },
    ])('reads empty and never throws when local storage $name', async ({ broken }) => {
      const { localText } = await load();
      vi.stubGlobal('localStorage', broken);
      expect(() => localText.setItem('k', 'v')).not.toThrow();
      expect(localText.getItem('k')).toBeNull();
      expect(() => localText.removeItem('k')).not.toThrow();
    });
  });
});
