import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUi from '../../i18n/en/ui';
import jaUi from '../../i18n/ja/ui';
import { RecordingPlayback } from './recording-playback';

const CATALOGUES = { ja: jaUi, en: enUi };

function renderIn(lang: 'ja' | 'en', url = 'blob:own-1', onStart = () => {}) {
  const played: HTMLMediaElement[] = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  const view = render(
    <IntlProvider locale={lang} messages={CATALOGUES[lang]}>
      <RecordingPlayback url={url} onStart={onStart} />
    </IntlProvider>,
  );
  return { ...view, played, pause };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RecordingPlayback', () => {
  it.each([
    ['ja', '自分の声を聞く', '再生を止める'],
    ['en', 'Play my recording', 'Stop playing'],
  ] as const)(
    'plays the recording from a drawn button in %s, then stops it',
    async (lang, play, stop) => {
      const stopOthers = vi.fn();
      const { played, pause } = renderIn(lang, 'blob:own-1', stopOthers);
      // eslint-disable-next-line testing-library/no-node-access -- an <audio> without controls has no role: its absence is looked for in the DOM
      expect(document.querySelector('audio')).toBeNull();
      const button = screen.getByRole('button', { name: play });
      // eslint-disable-next-line testing-library/no-node-access -- the drawn glyph is an aria-hidden SVG: no role or name to query it by
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();

      await userEvent.click(button);
      expect(played.map((element) => element.src)).toEqual(['blob:own-1']);
      expect(stopOthers).toHaveBeenCalledOnce();
      await userEvent.click(screen.getByRole('button', { name: stop }));
      expect(pause).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: play })).toBeInTheDocument();
    },
  );

  it('shows "play" again when the recording ends', async () => {
    const { played } = renderIn('en');
    await userEvent.click(screen.getByRole('button', { name: 'Play my recording' }));
    act(() => played[0]!.dispatchEvent(new Event('ended')));
    expect(screen.getByRole('button', { name: 'Play my recording' })).toBeInTheDocument();
  });

  it('stops playing when it goes away', async () => {
    const { unmount, pause } = renderIn('ja');
    await userEvent.click(screen.getByRole('button', { name: '自分の声を聞く' }));
    pause.mockClear();
    unmount();
    expect(pause).toHaveBeenCalled();
  });
});
