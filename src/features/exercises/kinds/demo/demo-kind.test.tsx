import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoLineBodyItem } from '../../../../api/generated/model/demoLineBodyItem';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import { audioService, type AudioState } from '../../../../lib/services/audio/audio-service';
import type { Outcome, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import { demoKind, repeatPaceMs, type DemoAnswer } from './demo-kind';

const item: DemoLineBodyItem = {
  type: 'DEMO_LINE',
  problemUuid: 'line-1',
  speaker: { name: 'Emma', avatarUrl: '/content/images/avatars/emma.svg', role: 'bot' },
  text: 'Nice to meet you.',
  translation: 'はじめまして。',
  audio: { url: '/content/audio/us/demo-1.mp3', britishUrl: null },
};
const question: PlayerQuestion = {
  problemUuid: 'line-1',
  item,
  body: [item],
  footer: [{ type: 'SPEECH', problemUuid: 'line-1' }],
  audio: item.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 2,
  exerciseUuid: 'demo-2',
  logId: 5,
  mode: 'test',
  personalised: false,
};

function renderQuestion(props: Partial<QuestionProps<DemoAnswer>> = {}) {
  const onAnswer = vi.fn<(answer: DemoAnswer) => void>();
  const { Question } = demoKind;
  render(
    <IntlProvider locale="ja" messages={ja}>
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints={false}
        {...props}
      />
    </IntlProvider>,
  );
  return { onAnswer };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('demo question', () => {
  it('shows the speaker, the line and its translation, and the repeat cue', () => {
    renderQuestion();
    expect(screen.getByText('Emma')).toBeInTheDocument();
    expect(screen.getByText('Nice to meet you.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('はじめまして。')).toHaveAttribute('lang', 'ja');
    // Nothing plays here: the learner's turn, with no "again" before anything was said.
    expect(screen.getByText('あなたの番です。まねして言ってみよう')).toBeInTheDocument();
    expect(screen.queryByText(/もう一度/)).not.toBeInTheDocument();
    // The avatar is decoration: the name is written next to it.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const avatar = screen.getByRole('presentation');
    expect(avatar).toHaveAttribute('alt', '');
    expect(avatar).toHaveAttribute('src', item.speaker.avatarUrl);
  });

  it('makes the one button primary once the learner has had time to repeat', () => {
    vi.useFakeTimers();
    renderQuestion();
    const next = screen.getByRole('button', { name: '言えた！次の行へ' });
    expect(next).toHaveClass('button--secondary');
    act(() => vi.advanceTimersByTime(repeatPaceMs(item.text) - 1));
    expect(next).toHaveClass('button--secondary');
    act(() => vi.advanceTimersByTime(1));
    expect(next).toHaveClass('button--primary');
    expect(screen.getByText('言えたら、ボタンで次の行へ進もう')).toBeInTheDocument();
  });

  it('says to listen while the line plays, then to say it, then to go on once said', () => {
    vi.useFakeTimers();
    let state: AudioState = { playing: item.audio.url, error: false };
    const listeners = new Set<() => void>();
    vi.spyOn(audioService, 'getState').mockImplementation(() => state);
    vi.spyOn(audioService, 'subscribe').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    renderQuestion();
    const next = screen.getByRole('button', { name: '言えた！次の行へ' });
    expect(screen.getByText('まずはお手本を聞こう')).toBeInTheDocument();
    // The learner's time does not run while the line plays.
    act(() => vi.advanceTimersByTime(repeatPaceMs(item.text) * 2));
    expect(next).toHaveClass('button--secondary');
    act(() => {
      state = { playing: null, error: false };
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('あなたの番です。まねして言ってみよう')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(repeatPaceMs(item.text)));
    expect(next).toHaveClass('button--primary');
    expect(screen.getByText('言えたら、ボタンで次の行へ進もう')).toBeInTheDocument();
    // Hearing the line again later does not take back the learner's turn.
    act(() => {
      state = { playing: item.audio.url, error: false };
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('言えたら、ボタンで次の行へ進もう')).toBeInTheDocument();
  });

  it('paces by words: 0.6 s a word and 1.5 s more', () => {
    expect(repeatPaceMs('Nice to meet you.')).toBe(4 * 600 + 1500);
    expect(repeatPaceMs('  Hello  ')).toBe(2100);
  });

  it('answers with the one button', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: '言えた！次の行へ' }));
    expect(onAnswer).toHaveBeenCalledWith({ responseTime: expect.any(Number) });
  });

  it('answers with Enter, once, also while the button has focus', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: '言えた！次の行へ' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('leaves Enter alone while an IME composes', () => {
    const { onAnswer } = renderQuestion();
    fireEvent.keyDown(document.body, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'Enter', keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('does not answer while disabled', async () => {
    const { onAnswer } = renderQuestion({ disabled: true });
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '言えた！次の行へ' })).toBeDisabled();
  });
});

describe('demo calls and outcome', () => {
  it('logs the line as said', () => {
    expect(demoKind.answerCall({ responseTime: 3100 }, run, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        2,
        'demo-2',
        {
          logId: 5,
          problemUuid: 'line-1',
          answer: 'Nice to meet you.',
          skipped: false,
          responseTime: 3100,
        },
      ],
    });
    expect(demoKind.skipCall(run, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        2,
        'demo-2',
        { logId: 5, problemUuid: 'line-1', answer: null, skipped: true },
      ],
    });
  });

  it('is not judged', () => {
    const result: ExerciseAnswerLogResult = {
      problemUuid: 'line-1',
      isCorrect: null,
      retry: 0,
      learnStatus: null,
      correction: null,
    };
    expect(demoKind.unjudged).toBe(true);
    expect(
      demoKind.outcome(
        { operation: 'logExerciseAnswer', value: result },
        { responseTime: 1 },
        question,
        0,
      ),
    ).toEqual<Outcome>({
      correct: null,
      skipped: false,
      given: null,
      correction: null,
      meaning: 'はじめまして。',
      nextAttempt: null,
      learnStatus: null,
    });
    expect(demoKind.reviewText(question)).toBe('Nice to meet you.');
  });
});
