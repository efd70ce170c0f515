import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import { loginIndividual } from '../../../api/generated/endpoints/auth/auth';
import { configureHttpClient } from '../../../api/http-client';
import en from '../../../i18n/en/exercise-speaking';
import enUi from '../../../i18n/en/ui';
import ja from '../../../i18n/ja/exercise-speaking';
import jaUi from '../../../i18n/ja/ui';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { installFakeCapture } from '../../../../tests/support/fake-audio-capture';
import { SpeakingPanel } from './speaking-panel';
import type { SpeakingAnswer, SpeakingTask } from './speaking-task';
import { useSpeakingTurn } from './use-speaking-turn';

// What the speaking panel's tests share: the panel over the hook in a small harness, hana signed
// in against the mock backend with a fake microphone, and recording through the panel. Each test
// file mocks the session (and, for its case, the speech paths) itself: vi.mock is per file.

const LOG = {
  courseUuid: '00000000-0000-4000-8000-000000000001',
  exerciseType: 10 as const,
  exerciseUuid: '00000000-0000-4000-8000-000000000002',
  logId: 1,
  problemUuid: null,
};

/** A loud tone, which the mock hears as every word said. */
export const loud = (length = 16_000) =>
  Float32Array.from({ length }, (_, i) => 0.5 * Math.sin(i / 3));
export const READ: SpeakingTask = { kind: 'recognize', expectedText: 'Nice to meet you.' };

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

export function renderPanel(
  task: SpeakingTask,
  options: { language?: 'ja' | 'en'; allowTyping?: boolean } = {},
) {
  const onAnswer = vi.fn<(answer: SpeakingAnswer) => void>();
  const language = options.language ?? 'ja';
  render(
    <IntlProvider
      locale={language}
      messages={language === 'ja' ? { ...ja, ...jaUi } : { ...en, ...enUi }}
    >
      <Harness task={task} onAnswer={onAnswer} allowTyping={options.allowTyping} />
    </IntlProvider>,
  );
  return { onAnswer, user: userEvent.setup() };
}

/**
 * Before each test: a fake microphone, and hana signed in (her token and alias on every call);
 * `onAlias` hands the alias to the file's mocked session. The microphone is `mic()`.
 */
export function withHanaAndMicrophone(onAlias: (aliasUuid: string) => void) {
  let mic: ReturnType<typeof installFakeCapture> | null = null;
  beforeEach(async () => {
    mic = installFakeCapture({ sampleRate: 48_000 });
    const { authToken } = await loginIndividual({
      email: USER.hana.email,
      password: USER.hana.password,
    });
    onAlias(ALIAS.hanaSakura);
    configureHttpClient({
      credentials: () => ({ token: authToken, aliasUuid: ALIAS.hanaSakura }),
    });
  });
  afterEach(() => {
    mic?.restore();
    configureHttpClient({ credentials: () => ({}) });
  });
  const current = () => {
    if (!mic) throw new Error('no microphone outside a test');
    return mic;
  };
  /** Records `samples` through the panel: press record, the microphone hears them, press stop. */
  const say = async (
    user: ReturnType<typeof userEvent.setup>,
    samples: Float32Array,
    label = '録音する',
  ) => {
    await user.click(screen.getByRole('button', { name: label }));
    await screen.findByRole('meter', { name: 'マイクの音量' });
    act(() => current().speak(samples));
    await user.click(screen.getByRole('button', { name: '録音を止める' }));
  };
  return { mic: current, say };
}
