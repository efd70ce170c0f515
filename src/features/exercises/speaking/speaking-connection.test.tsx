import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actionLogs } from '../../../../mock-server/db/action-logs';
import { getProfile } from '../../../api/generated/endpoints/user/user';
import type * as SpeechPaths from '../../../lib/services/speech/speech-paths';
import { ConnectionProblemError } from '../../../lib/services/speech/types';
import { loud, READ, renderPanel, withHanaAndMicrophone } from './speaking-test-support';

// Spec 8's connection problem: turbo's websocket cannot be used, the panel offers basic mode, the
// switch is saved in the profile and the same recording is recognised over HTTP.

const session = vi.hoisted(() => ({
  status: 'signed-in',
  aliasUuid: null as string | null,
  profile: {
    useOnlyHttp: false as boolean,
    org: { hash: 'sakura' },
    audio: { accent: 0, speed: 100 },
  },
  setProfile: vi.fn(),
}));
vi.mock('../../../hooks/use-session', () => ({ useSession: () => session }));

// Turbo's websocket refused (filtering software): the fake turbo path fails as the real one does.
const turboAttempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../lib/services/speech/speech-paths', async (importOriginal) => {
  const actual = await importOriginal<typeof SpeechPaths>();
  const turbo = {
    mode: 'Turbo' as const,
    recognize: async () => {
      turboAttempts.count += 1;
      throw new ConnectionProblemError('refused');
    },
  };
  return {
    ...actual,
    speechRecognizerFor: (useOnlyHttp: boolean) =>
      useOnlyHttp ? actual.speechRecognizerFor(true) : turbo,
  };
});

const { say } = withHanaAndMicrophone((aliasUuid) => {
  session.aliasUuid = aliasUuid;
});

describe('SpeakingPanel on a connection problem', () => {
  it('offers basic mode, remembers it in the profile and recognises the same recording', async () => {
    session.setProfile.mockImplementation((saved: typeof session.profile) => {
      session.profile = saved;
    });
    const { onAnswer, user } = renderPanel(READ);
    // The connection is not the learner's business until it fails: no mode on screen.
    expect(screen.queryByText(/ターボ|ベーシック/)).toBeNull();
    await say(user, loud());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('フィルタリングソフト');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(turboAttempts.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'ベーシックモードに切り替える' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({
      type: 'recognized',
      input: 'voice',
      recognition: { text: 'Nice to meet you.' },
    });
    // Saved in the profile (the backend's), and handed to the session.
    expect((await getProfile()).useOnlyHttp).toBe(true);
    expect(session.setProfile).toHaveBeenCalledWith(expect.objectContaining({ useOnlyHttp: true }));
    expect(turboAttempts.count).toBe(1);
    // The problem is cleared once the switch is saved (after the click, with the profile's call).
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(actionLogs.all().map((log) => log.record.Action)).toEqual(
        expect.arrayContaining([
          'speech.recording.problem',
          'speech.switch-to-basic',
          'speech.connection',
        ]),
      ),
    );
  });
});
