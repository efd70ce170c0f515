import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCapture } from '../../../../tests/support/fake-audio-capture';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';

// The settings page's microphone check over a fake microphone (jsdom has no getUserMedia or
// AudioContext; installFakeCapture stands in for both, and speak() is the learner's voice).

let mic: ReturnType<typeof installFakeCapture>;
beforeEach(() => {
  mic = installFakeCapture({ sampleRate: 48_000 });
});
afterEach(() => {
  vi.useRealTimers();
  mic.restore();
});

const voice = (amplitude: number, length = 4_800) =>
  Float32Array.from({ length }, (_, i) => amplitude * Math.sin(i / 4));

async function openCheck() {
  const view = await renderApp('/user/settings', { as: HANA });
  const check = await screen.findByRole('region', { name: 'マイクのチェック' }, SLOW);
  return { ...view, check };
}

describe('microphone check', () => {
  it('records on a press, meters the voice, stops on Space and plays the recording back', async () => {
    const { user, check } = await openCheck();
    expect(within(check).queryByRole('meter')).not.toBeInTheDocument();

    await user.click(within(check).getByRole('button', { name: '録音する' }));

    const stop = await within(check).findByRole('button', { name: '録音を止める' });
    expect(within(check).getByText(/録音中です/)).toBeInTheDocument();
    const meter = within(check).getByRole('meter', { name: 'マイクの音量' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    act(() => mic.speak(voice(0.1)));
    expect(meter).toHaveAttribute('aria-valuenow', '62');
    expect(meter).toHaveAttribute('aria-valuetext', '音量 62%');
    act(() => mic.speak(voice(0.5)));
    expect(meter).toHaveAttribute('aria-valuenow', '85');

    expect(stop).toHaveFocus();
    await user.keyboard(' ');

    expect(await within(check).findByText(/録音できました/)).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: '自分の声を聞く' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- an <audio> without controls has no role: its absence is looked for in the DOM
    expect(check.querySelector('audio')).toBeNull();
    expect(within(check).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(check).getByRole('button', { name: '録音する' })).toHaveFocus();
    expect(mic.microphoneOpen()).toBe(false);
  });

  it('says so when the recording has only zero samples, and offers nothing to play', async () => {
    const { user, check } = await openCheck();
    await user.click(within(check).getByRole('button', { name: '録音する' }));
    await within(check).findByRole('button', { name: '録音を止める' });
    act(() => mic.speak(new Float32Array(4_800)));

    await user.click(within(check).getByRole('button', { name: '録音を止める' }));

    expect(await within(check).findByText(/音が録音されていませんでした/)).toBeInTheDocument();
    expect(within(check).queryByRole('button', { name: '自分の声を聞く' })).not.toBeInTheDocument();
    expect(within(check).queryByText(/録音できました/)).not.toBeInTheDocument();
  });

  it('gives the spec message when the microphone is refused, and records once allowed', async () => {
    mic.refuse('NotAllowedError');
    const { user, check } = await openCheck();

    await user.click(within(check).getByRole('button', { name: '録音する' }));

    expect(await within(check).findByRole('alert')).toHaveTextContent(
      'マイクが使えません。ブラウザーの設定で、このサイトのマイクの使用を許可してから、もう一度録音ボタンを押してください。',
    );
    mic.refuse('');
    await user.click(within(check).getByRole('button', { name: '録音する' }));
    expect(await within(check).findByRole('button', { name: '録音を止める' })).toBeInTheDocument();
    expect(within(check).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops at the soft timeout and says to press record again to continue', async () => {
    const { user, check } = await openCheck();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(check).getByRole('button', { name: '録音する' }));
    await within(check).findByRole('button', { name: '録音を止める' });
    act(() => mic.speak(voice(0.3)));

    await act(() => vi.advanceTimersByTimeAsync(15_000));

    expect(
      await within(check).findByText(
        '時間になったので、録音を止めました。続けるには、もう一度録音ボタンを押してください。',
      ),
    ).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: '自分の声を聞く' })).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: '録音する' })).toBeInTheDocument();
  });
});
