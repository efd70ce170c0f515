import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { exerciseLogs } from '../../../../mock-server/db/exercise-logs';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { mockServer } from '../../../../mock-server/node';
import {
  offlineDevice,
  startTypingOffline,
  typingPath,
  typingSentences,
} from '../../../../tests/support/offline-device';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { waitingCalls, type StoredCall } from '../../../../tests/support/waiting-calls';
import { resetOfflineCalls } from './offline-calls';

// A run started while the device is offline (a typing drill: the sentence shown is its answer
// key): it starts with a provisional log id, its start, answers and end wait in the queue, the
// device judges its answers with the shared marking rules, a reload keeps it, and back online
// every call reaches the backend once, with the log id the delivered start gave.

const queued = (): StoredCall[] => waitingCalls();

const device = offlineDevice();

describe('a typing drill started offline', () => {
  it('is judged on the device, kept over a reload and delivered once when back online', async () => {
    const typingLogs = () =>
      exerciseLogs.filter((l) => l.exerciseUuid === EXERCISE.schoolLifeTyping).length;
    const logsBefore = typingLogs();
    const { user, unmount } = await startTypingOffline(device);
    const sentences = typingSentences();
    for (const [index, sentence] of sentences.entries()) {
      await screen.findByRole('heading', {
        name: `第 ${index + 1} 問（全 ${sentences.length} 問）`,
      });
      const field = screen.getByRole('textbox', { name: '英文を入力' });
      if (index === 0) {
        await user.type(field, 'This is wrong{Enter}');
        expect(await screen.findByRole('region', { name: /正しい答えを確かめよう/ })).toBeVisible();
      } else {
        await user.type(field, `${sentence}{Enter}`);
        expect(await screen.findByRole('heading', { name: /正解！/ })).toBeInTheDocument();
      }
      await user.keyboard('{Enter}');
    }
    expect(await screen.findByText(/答えはこの端末に保存しました/)).toBeInTheDocument();

    // Nothing went: the start, every answer and the end wait, in that order, the start first
    // with the provisional id the others name (the end is queued by the finishing screen's effect).
    await waitFor(() =>
      expect(queued().map((c) => c.operation)).toEqual([
        'startExercise',
        ...sentences.map(() => 'logExerciseAnswer'),
        'endExercise',
      ]),
    );
    const calls = queued();
    const provisional = calls[0]!.providesLogId!;
    expect(provisional).toBeLessThan(0);
    for (const call of calls.slice(1))
      expect((call.args[3] as { logId: number }).logId).toBe(provisional);
    expect(typingLogs()).toBe(logsBefore);

    // A reload while offline: the run is still finishing, nothing is queued twice. (The app
    // shows the exercise from its persisted query cache then; this test's fresh query client asks
    // the mock for it: the client starts online, the device and the queue stay offline.)
    unmount();
    resetOfflineCalls();
    device.online = true;
    const view = renderApp(typingPath);
    device.online = false;
    onlineManager.setOnline(true);
    const reloaded = await view;
    expect(await screen.findByText(/答えはこの端末に保存しました/, {}, SLOW)).toBeInTheDocument();
    expect(queued()).toHaveLength(calls.length);

    device.online = true;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(queued()).toEqual([]));
    const mine = exerciseLogs.filter((l) => l.exerciseUuid === EXERCISE.schoolLifeTyping);
    expect(mine).toHaveLength(logsBefore + 1);
    const log = mine.sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.endedAt).not.toBeNull();
    expect(log.answers).toHaveLength(sentences.length);
    expect(log.numCorrectAnswers).toBe(sentences.length - 1);
    expect(
      screen.getByText(`${sentences.length} 問中 ${sentences.length - 1} 問正解`),
    ).toBeVisible();
    reloaded.unmount();
  });

  it('says a kind judged by the backend needs the internet to start', async () => {
    const dictationPath = `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`;
    const { user } = await renderApp(dictationPath, { as: HANA });
    const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);
    // The device says it is offline, and the start indeed does not get through.
    mockServer.use(
      http.post('*/api/v1/exercises/:course/:type/:exercise/start/', () => HttpResponse.error()),
    );
    device.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この練習は答え合わせにインターネットが必要です',
    );
    expect(queued()).toEqual([]);
  });

  it('says a chat (its own screen) needs the internet to start', async () => {
    const chatPath = `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`;
    const { user } = await renderApp(chatPath, { as: HANA });
    const start = await screen.findByRole('button', { name: '会話をはじめる' }, SLOW);
    await waitFor(() => expect(start).toBeEnabled());
    mockServer.use(
      http.post('*/api/v1/exercises/:course/:type/:exercise/start/', () => HttpResponse.error()),
    );
    device.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この練習は答え合わせにインターネットが必要です',
    );
    expect(queued()).toEqual([]);
  });
});
