import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordings } from '../../../../mock-server/db/recordings';
import { actionLogs } from '../../../../mock-server/db/action-logs';
import { ALIAS } from '../../../../mock-server/seed/demo-identities';
import { loud, READ, renderPanel, withHanaAndMicrophone } from './speaking-test-support';

// The speaking panel over the (fake) microphone and the mock backend on the basic path: what the
// learner sees, and what reaches onAnswer. The turbo path and the switch to basic mode run in
// Chromium (tests/e2e/speaking-*.spec.ts); the recognisers have their own tests in src/lib/services/speech.

const session = vi.hoisted(() => ({
  status: 'signed-in',
  aliasUuid: null as string | null,
  profile: {
    useOnlyHttp: true,
    org: { hash: 'sakura' },
    audio: { accent: 0, speed: 100 },
  },
  setProfile: vi.fn(),
}));
vi.mock('../../../hooks/use-session', () => ({ useSession: () => session }));

const { mic, say } = withHanaAndMicrophone((aliasUuid) => {
  session.aliasUuid = aliasUuid;
});

describe('SpeakingPanel', () => {
  it('records, keeps the recording and hands over what was recognised', async () => {
    const { onAnswer, user } = renderPanel(READ);
    await say(user, loud());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    const answer = onAnswer.mock.calls[0]![0];
    expect(answer).toMatchObject({
      type: 'recognized',
      input: 'voice',
      recognition: { text: 'Nice to meet you.', pronScore: expect.any(Number) },
      recordingUrl: expect.stringMatching(/^\/api\/v1\/recordings\/[0-9a-f-]{36}\.wav$/),
      retries: 0,
    });
    expect(recordings.size).toBe(1);
    // The learner's own recording plays next to the model, from our button (no browser player).
    expect(screen.getByRole('button', { name: '自分の声を聞く' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no browser player: an <audio> element has no role to query its absence by
    expect(document.querySelector('audio')).toBeNull();
    await waitFor(() =>
      expect(actionLogs.all().map((log) => log.record)).toContainEqual(
        expect.objectContaining({
          Action: 'speech.connection',
          NetworkMode: 'Basic',
          ConnectionResult: 'success',
          ExerciseType: 10,
          AliasUUID: ALIAS.hanaSakura,
        }),
      ),
    );
  });

  it('does not send a silent recording and says so; the next recording counts a retry', async () => {
    const { onAnswer, user } = renderPanel(READ);
    await say(user, new Float32Array(16_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('音が聞こえませんでした');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(recordings.size).toBe(0);

    await say(user, loud());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({ retries: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to allow the microphone when it is refused', async () => {
    mic().refuse('NotAllowedError');
    const { onAnswer, user } = renderPanel(READ, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please allow microphone usage');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('records with Space when no field or button has focus', async () => {
    const { onAnswer, user } = renderPanel(READ);
    await user.keyboard(' ');
    await screen.findByRole('meter', { name: 'マイクの音量' });
    act(() => mic().speak(loud()));
    await user.keyboard(' ');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
  });

  it('takes a typed answer instead, and says it is judged the same way', async () => {
    const { onAnswer, user } = renderPanel(READ, { allowTyping: true });
    await user.click(
      screen.getByRole('button', { name: 'いま声を出せないときは、入力して答える' }),
    );
    const field = screen.getByRole('textbox', { name: '英語で答えを入力' });
    expect(field).toHaveAccessibleDescription(
      '入力した答えも、話した答えと同じように判定されます。',
    );
    await user.type(field, '  Nice to  meet you{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'recognized',
        input: 'typed',
        recognition: expect.objectContaining({
          text: 'Nice to meet you',
          lexical: 'nice to meet you',
        }),
        recordingUrl: null,
      }),
    );
  });

  it('evaluates the phones of a word (correct above 0.5)', async () => {
    const { onAnswer, user } = renderPanel({
      kind: 'evaluate',
      transcription: 'red',
      expectedPhones: 3,
    });
    await say(user, loud());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    const answer = onAnswer.mock.calls[0]![0];
    expect(answer.type).toBe('evaluated');
    if (answer.type !== 'evaluated') return;
    expect(answer.phones.length).toBeGreaterThanOrEqual(3);
    expect(answer.phones.every((phone) => phone.isCorrect === phone.score > 0.5)).toBe(true);
  });

  it('reports an evaluation with fewer phones than the word has as an engine failure', async () => {
    const { onAnswer, user } = renderPanel({
      kind: 'evaluate',
      transcription: 'red',
      expectedPhones: 9,
    });
    await say(user, loud());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({
      type: 'evaluation-failed',
      reason: 'too-few-phones',
    });
  });
});
