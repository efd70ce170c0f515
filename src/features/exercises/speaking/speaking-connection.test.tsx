import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginIndividual } from '../../../api/generated/endpoints/auth/auth';
import { configureHttpClient } from '../../../api/http-client';
import ja from '../../../i18n/ja/exercise-speaking';
import en from '../../../i18n/en/exercise-speaking';
import { actionLogs } from '../../../../mock-server/db/action-logs';
import { getProfile } from '../../../api/generated/endpoints/user/user';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { installFakeCapture } from '../../../../tests/support/fake-audio-capture';
import { SpeakingPanel } from './speaking-panel';
import type { SpeakingAnswer, SpeakingTask } from './speaking-task';
import { useSpeakingTurn } from './use-speaking-turn';
import type * as SpeechPaths from '../../../lib/speech';

type SpeechModule = typeof SpeechPaths;

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
vi.mock('../../../app/session', () => ({ useSession: () => session }));

// Turbo's websocket refused (filtering software): the fake turbo path fails as the real one does.
const turboAttempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../lib/speech', async (importOriginal) => {
  const actual = await importOriginal<SpeechModule>();
  const turbo = {
    mode: 'Turbo' as const,
    recognize: async () => {
      turboAttempts.count += 1;
      throw new actual.ConnectionProblemError('refused');
    },
  };
  return {
    ...actual,
    speechRecognizerFor: (useOnlyHttp: boolean) =>
      useOnlyHttp ? actual.speechRecognizerFor(true) : turbo,
  };
});

const LOG = {
  courseUuid: '00000000-0000-4000-8000-000000000001',
  exerciseType: 10 as const,
  exerciseUuid: '00000000-0000-4000-8000-000000000002',
  logId: 1,
  problemUuid: null,
};

function Harness(props: {
  task: SpeakingTask;
  onAnswer: (answer: SpeakingAnswer) => void;
  allowTyping?: boolean;
}) {
  const turn = useSpeakingTurn({
    task: props.task,
    log: LOG,
    disabled: false,
    onAnswer: props.onAnswer,
  });
  return <SpeakingPanel turn={turn} disabled={false} allowTyping={props.allowTyping} />;
}

function renderPanel(
  task: SpeakingTask,
  options: { language?: 'ja' | 'en'; allowTyping?: boolean } = {},
) {
  const onAnswer = vi.fn<(answer: SpeakingAnswer) => void>();
  const language = options.language ?? 'ja';
  render(
    <IntlProvider locale={language} messages={language === 'ja' ? ja : en}>
      <Harness task={task} onAnswer={onAnswer} allowTyping={options.allowTyping} />
    </IntlProvider>,
  );
  return { onAnswer, user: userEvent.setup() };
}

const loud = (length = 16_000) => Float32Array.from({ length }, (_, i) => 0.5 * Math.sin(i / 3));
const READ: SpeakingTask = { kind: 'recognize', expectedText: 'Nice to meet you.' };

let mic: ReturnType<typeof installFakeCapture>;
beforeEach(async () => {
  mic = installFakeCapture({ sampleRate: 48_000 });
  const { authToken } = await loginIndividual({
    email: USER.hana.email,
    password: USER.hana.password,
  });
  session.aliasUuid = ALIAS.hanaSakura;
  configureHttpClient({ credentials: () => ({ token: authToken, aliasUuid: ALIAS.hanaSakura }) });
});
afterEach(() => {
  mic.restore();
  configureHttpClient({ credentials: () => ({}) });
});

async function say(
  user: ReturnType<typeof userEvent.setup>,
  samples: Float32Array,
  label = '録音する',
) {
  await user.click(screen.getByRole('button', { name: label }));
  await screen.findByRole('meter', { name: 'マイクの音量' });
  act(() => mic.speak(samples));
  await user.click(screen.getByRole('button', { name: '録音を止める' }));
}

describe('SpeakingPanel on a connection problem', () => {
  it('offers basic mode, remembers it in the profile and recognises the same recording', async () => {
    session.setProfile.mockImplementation((saved: typeof session.profile) => {
      session.profile = saved;
    });
    const { onAnswer, user } = renderPanel(READ);
    expect(screen.getByText('ターボモード')).toBeInTheDocument();
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
    expect(screen.queryByRole('alert')).toBeNull();
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
