import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en/index';
import ja from '../../i18n/ja/index';
import { conductLiveSession } from '../../api/generated/endpoints/mock/mock';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';
import ClassEndWarningFor from './class-end-warning-notice';

// Issue 36: five minutes and one minute before the class's end, a polite notice; once per
// threshold; re-armed when the teacher moves the end later; none once the class is over.
const START = Date.parse('2026-11-27T00:00:00.000Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(START + minutes * MIN).toISOString();

const TEXT = {
  ja: {
    five: '授業はあと5分で終わります。',
    one: '授業はあと1分で終わります。',
    four: '授業はあと4分で終わります。',
  },
  en: {
    five: 'The class ends in 5 minutes.',
    one: 'The class ends in 1 minute.',
    four: 'The class ends in 4 minutes.',
  },
} as const;

function renderWarning(lang: 'ja' | 'en', endsAt: string) {
  const messages = lang === 'ja' ? ja : en;
  const ui = (end: string) => (
    <IntlProvider locale={lang} messages={messages}>
      <div role="status">
        <ClassEndWarningFor key={end} endsAt={end} />
      </div>
    </IntlProvider>
  );
  const view = render(ui(endsAt));
  return { moveEnd: (end: string) => view.rerender(ui(end)) };
}

const minutesFromNow = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

/** Time passes in steps, as on a device: each timer's render sets the next timer. */
function advance(ms: number) {
  const STEP = 10_000;
  for (let left = ms; left > 0; left -= STEP)
    act(() => vi.advanceTimersByTime(Math.min(STEP, left)));
}
const status = () => screen.getByRole('status');

describe.each(['ja', 'en'] as const)('the class-end warning (%s)', (lang) => {
  const text = TEXT[lang];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns at five minutes and at one minute before the end, and is gone at the end', () => {
    renderWarning(lang, at(20));
    expect(status()).toBeEmptyDOMElement();

    advance(15 * MIN - 1);
    expect(status()).toBeEmptyDOMElement();
    advance(1);
    expect(status()).toHaveTextContent(text.five);

    // Once per threshold: the same notice until the next one.
    advance(3 * MIN);
    expect(status()).toHaveTextContent(text.five);
    advance(MIN);
    expect(status()).toHaveTextContent(text.one);

    advance(MIN);
    expect(status()).toBeEmptyDOMElement();
    advance(10 * MIN);
    expect(status()).toBeEmptyDOMElement();
  });

  it('follows an end moved later: the warning goes, and comes again before the new end', () => {
    const { moveEnd } = renderWarning(lang, at(20));
    advance(19.5 * MIN);
    expect(status()).toHaveTextContent(text.one);

    // Extended by ten minutes: 10.5 minutes left.
    moveEnd(at(30));
    expect(status()).toBeEmptyDOMElement();
    advance(5.5 * MIN);
    expect(status()).toHaveTextContent(text.five);
    advance(4 * MIN);
    expect(status()).toHaveTextContent(text.one);
  });

  it('says the minutes left when the end moves within the last five minutes', () => {
    const { moveEnd } = renderWarning(lang, at(20));
    advance(19.5 * MIN);
    moveEnd(at(23));
    expect(status()).toHaveTextContent(text.four);
    advance(2.5 * MIN);
    expect(status()).toHaveTextContent(text.one);
  });

  it('says nothing for a class already over', () => {
    renderWarning(lang, at(-1));
    expect(status()).toBeEmptyDOMElement();
    advance(10 * MIN);
    expect(status()).toBeEmptyDOMElement();
  });
});

describe('the class-end warning in the lobby', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the end of the class under way from the polled sessions', async () => {
    await conductLiveSession({
      groupName: '2-A',
      startsAt: minutesFromNow(-45),
      endsAt: minutesFromNow(3),
    });
    await renderApp('/live/lobby', { as: HANA });

    expect(await screen.findByText(/授業はあと3分で終わります。/, {}, SLOW)).toBeInTheDocument();
    const region = screen
      .getAllByRole('status')
      .find((r) => r.textContent?.includes('授業はあと3分で終わります。'));
    expect(region).toBeDefined();
  });
});
