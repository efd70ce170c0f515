import { act, renderHook } from '@testing-library/react';
import { ws } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { getProfile } from '../../api/generated/endpoints/user/user';
import type { UserProfile } from '../../api/generated/model/userProfile';
import { configureHttpClient, type Credentials } from '../../api/http-client';
import { mockServer } from '../../../mock-server/node';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { speechStreamHandler } from '../../../mock-server/speech-stream/msw-link';
import { buildWav } from '../../../tests/support/wav-builder';
import { useSpeechRecognition } from './use-speech-recognition';

// The hook over the mock backend's handlers (msw intercepts the websocket too): partial text while
// the audio streams, the result, and a connection problem that offers basic mode, remembered in
// the profile.

const WAV = buildWav([{ seconds: 1, frequency: 440, amplitude: 0.5 }]);
const EXPECTED = 'Nice to meet you.';
let credentials: Credentials = {};

beforeEach(async () => {
  configureHttpClient({ credentials: () => credentials });
  credentials = { language: 'en' };
  const { authToken } = await loginIndividual({
    email: USER.hana.email,
    password: USER.hana.password,
  });
  credentials = { token: authToken, aliasUuid: ALIAS.hanaSakura, language: 'en' };
});
afterEach(() => configureHttpClient({ credentials: () => ({}) }));

describe('useSpeechRecognition', () => {
  it('shows the partial text, then the result (turbo)', async () => {
    mockServer.use(speechStreamHandler);
    const { result } = renderHook(() => useSpeechRecognition({ useOnlyHttp: false }));
    expect(result.current.mode).toBe('Turbo');
    const seen: string[] = [];
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = result.current.recognize(WAV, {
        expectedText: EXPECTED,
        onPartial: (text) => seen.push(text),
      });
    });
    expect(result.current.status).toBe('recognizing');
    await act(() => answer);
    expect(seen).toEqual(['Nice', 'Nice to', 'Nice to meet']);
    expect(result.current).toMatchObject({
      status: 'done',
      partial: 'Nice to meet you.',
      result: { text: 'Nice to meet you.', pronScore: 100 },
      connectionProblem: false,
    });
  });

  it('offers basic mode after a dropped socket, and remembers the switch in the profile', async () => {
    mockServer.use(
      ws
        .link('*/api/v1/speech/stream')
        .addEventListener('connection', ({ client }) => client.close(1011, 'filtered')),
    );
    const saved: UserProfile[] = [];
    const { result, rerender } = renderHook(
      ({ useOnlyHttp }) =>
        useSpeechRecognition({ useOnlyHttp, onProfileSaved: (profile) => saved.push(profile) }),
      { initialProps: { useOnlyHttp: false } },
    );
    await act(() => result.current.recognize(WAV, { expectedText: EXPECTED }));
    expect(result.current).toMatchObject({ status: 'failed', connectionProblem: true });

    await act(() => result.current.switchToBasic());
    expect(saved.map((profile) => profile.useOnlyHttp)).toEqual([true]);
    expect((await getProfile()).useOnlyHttp).toBe(true);

    // The session's profile now says basic: the next recognition goes over HTTP (whose multipart
    // upload jsdom's FormData cannot make; speech-paths.test.ts runs it in Node).
    rerender({ useOnlyHttp: saved[0]!.useOnlyHttp });
    expect(result.current.mode).toBe('Basic');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', connectionProblem: false });
  });
});
