import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_ICON, appUrlOf, registerPushHandlers } from './push-handlers';

// The push handlers on a fake ServiceWorkerGlobalScope: what a push shows, and where a click goes.

const ORIGIN = 'https://app.example';

type FakeTab = {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

function tab(url: string, options: Partial<FakeTab> & { controlled?: boolean } = {}): FakeTab {
  const self: FakeTab = {
    url,
    focused: false,
    visibilityState: 'hidden',
    ...options,
    focus: vi.fn(async () => self),
    navigate: vi.fn(async (next: string) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      self.url = next;
      return self;
    }),
  };
  return self;
}

function fakeWorker(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const matchAll = vi.fn(async () => tabs);
  const sw = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll, openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  registerPushHandlers(sw as unknown as ServiceWorkerGlobalScope);

  /** Dispatches like the browser: resolves once what the handler waits on has settled. */
  async function dispatch(type: string, event: object, { trusted = true } = {}) {
    const waits: Promise<unknown>[] = [];
    const waitUntil = (work: Promise<unknown>) => {
      // The browser refuses waitUntil on a synthetic event (an e2e test's dispatched click).
      if (!trusted) throw new DOMException('untrusted', 'InvalidStateError');
      waits.push(work);
    };
    listeners.get(type)!({ ...event, waitUntil });
    await Promise.all(waits);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const push = (payload: unknown) =>
    dispatch('push', {
      data:
        payload === undefined
          ? null
          : { text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)) },
    });
  const click = (url: unknown, options?: { trusted?: boolean }) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data: { url }, close } }, options).then(
      () => close,
    );
  };
  return { showNotification, openWindow, matchAll, push, click };
}

const PAYLOAD = {
  kind: 'assignment-opened',
  lang: 'en',
  title: { ja: '新しい課題が始まりました', en: 'A new assignment is open' },
  body: { ja: '「Unit 6」に取り組みましょう。', en: 'Start "Unit 6" now.' },
  url: '/assignment/details/12',
  tag: 'assignment-opened-12',
};

describe('push', () => {
  it('shows the notification in the learner’s language, with the product’s icon, its tag and where to go', async () => {
    const worker = fakeWorker();
    await worker.push(PAYLOAD);
    expect(worker.showNotification).toHaveBeenCalledWith('A new assignment is open', {
      body: 'Start "Unit 6" now.',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      tag: 'assignment-opened-12',
      data: { url: `${ORIGIN}/assignment/details/12`, kind: 'assignment-opened' },
    });
    expect(NOTIFICATION_ICON).toMatch(/^\/icons\//);
  });

  it('speaks Japanese unless the payload says English', async () => {
    const worker = fakeWorker();
    await worker.push({ ...PAYLOAD, lang: undefined });
    expect(worker.showNotification).toHaveBeenCalledWith(
      '新しい課題が始まりました',
      expect.objectContaining({ body: '「Unit 6」に取り組みましょう。' }),
    );
  });

  it('shows a notification even for a payload it cannot read (the browser requires one)', async () => {
    const worker = fakeWorker();
    await worker.push('not json');
    await worker.push(undefined);
    expect(worker.showNotification).toHaveBeenCalledTimes(2);
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Eigo',
      expect.objectContaining({
        body: '新しいお知らせがあります。',
        data: expect.objectContaining({ url: `${ORIGIN}/` }),
      }),
    );
  });

  it('never sends a click to another site', async () => {
    const worker = fakeWorker();
    await worker.push({ ...PAYLOAD, url: 'https://evil.example/phish' });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ data: expect.objectContaining({ url: `${ORIGIN}/` }) }),
    );
    expect(appUrlOf('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrlOf('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrlOf('/live/lobby', ORIGIN)).toBe(`${ORIGIN}/live/lobby`);
  });
});

describe('notificationclick', () => {
  it('focuses the app’s tab and takes it to the notification’s screen', async () => {
    const other = tab('https://elsewhere.example/');
    const hidden = tab(`${ORIGIN}/courses`);
    const visible = tab(`${ORIGIN}/`, { visibilityState: 'visible' });
    const worker = fakeWorker([other, hidden, visible]);
    const close = await worker.click(`${ORIGIN}/live/lobby`);
    expect(close).toHaveBeenCalled();
    expect(visible.focus).toHaveBeenCalled();
    expect(visible.navigate).toHaveBeenCalledWith(`${ORIGIN}/live/lobby`);
    expect(hidden.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the app is open', async () => {
    const worker = fakeWorker([tab('https://elsewhere.example/')]);
    await worker.click(`${ORIGIN}/assignment/details/12`);
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/assignment/details/12`);
  });

  it('opens a window when the tab cannot be navigated (not controlled by this worker)', async () => {
    const uncontrolled = tab(`${ORIGIN}/`, { focused: true, controlled: false });
    const worker = fakeWorker([uncontrolled]);
    await worker.click(`${ORIGIN}/assignment/details/12`);
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/assignment/details/12`);
  });

  it('leaves a tab already on that screen where it is', async () => {
    const there = tab(`${ORIGIN}/live/lobby`, { focused: true });
    const worker = fakeWorker([there]);
    await worker.click(`${ORIGIN}/live/lobby`);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('still navigates for a synthetic click, where focus and waitUntil are refused', async () => {
    const current = tab(`${ORIGIN}/`, { focused: true });
    current.focus.mockRejectedValue(new DOMException('no user activation', 'InvalidAccessError'));
    const worker = fakeWorker([current]);
    await worker.click(`${ORIGIN}/assignment/details/3`, { trusted: false });
    await vi.waitFor(() =>
      expect(current.navigate).toHaveBeenCalledWith(`${ORIGIN}/assignment/details/3`),
    );
  });
});
