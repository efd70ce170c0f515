import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { contentCatalogue } from '../../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../../mock-server/seed/content-catalogue';
import { SLOW, type renderApp } from '../../../../../tests/support/render-app';

// The chat's whole-app tests' steps (./chat-conversation.test.tsx, ./chat-miss-feedback.test.tsx):
// the greetings chat against the mock backend in jsdom, answered by typing.

export const chatPath = `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`;
export const record = () =>
  contentCatalogue().exercises.find((e) => e.uuid === EXERCISE.greetingsChat)!;
export const modelAnswerOf = (problemUuid: string) =>
  record().problems.find((p) => p.problemUuid === problemUuid)!.expected;

/** The conversation as it keeps it for a reload (null when there is none). */
function savedChat(): { status: string; problemUuid: string | null } | null {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('eigo.chatRun.'));
  return key
    ? (JSON.parse(sessionStorage.getItem(key)!) as { status: string; problemUuid: string | null })
    : null;
}

/** The problem of the learner's turn now, as the conversation keeps it for a reload. */
export async function currentProblem(): Promise<string> {
  let problemUuid: string | null = null;
  await waitFor(() => {
    const saved = savedChat();
    expect(saved?.status).toBe('ProblemWaitingForUserAnswer');
    problemUuid = saved!.problemUuid;
  });
  return problemUuid!;
}

const OVER = '会話はここまでです。おつかれさま！';

/**
 * After the answer to `answered`: the problem of the learner's next turn, or null once the
 * conversation is over (its closing note, or already its result, on screen).
 */
export function nextProblem(answered: string): Promise<string | null> {
  return waitFor(() => {
    if (screen.queryByText(OVER) || screen.queryByRole('heading', { level: 1, name: '結果' }))
      return null;
    const saved = savedChat();
    expect(saved?.status).toBe('ProblemWaitingForUserAnswer');
    expect(saved?.problemUuid).not.toBe(answered);
    return saved!.problemUuid;
  }, SLOW);
}

export const footer = () => screen.getByRole('region', { name: /^あなたの番です/ });

export async function typeAnswer(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  text: string,
) {
  const turn = await screen.findByRole('region', { name: /^あなたの番です/ }, SLOW);
  await waitFor(() => expect(within(turn).getByRole('button', { name: '録音する' })).toBeEnabled());
  // The typed answer stays open (with the last answer to edit) for the same problem.
  const open = within(turn).queryByRole('button', {
    name: 'いま声を出せないときは、入力して答える',
  });
  if (open) await user.click(open);
  const field = within(turn).getByRole('textbox', { name: '英語で答えを入力' });
  await waitFor(() => expect(field).toBeEnabled());
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(turn).getByRole('button', { name: '答える' }));
}
