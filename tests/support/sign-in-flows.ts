import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { authToken, selectedAliases } from '../../src/lib/services/storage';
import type { renderApp } from './render-app';

type Rendered = Awaited<ReturnType<typeof renderApp>>;

/**
 * Signed in as `userUuid` and moved on to `path`: the sign-in screens move on only once the
 * session has its alias and profile, and the alias is remembered for the user only then.
 */
export async function expectSignedIn(router: Rendered['router'], userUuid: string, path = '/') {
  // The next screen's code loads lazily: slow on a cold, busy test worker.
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 8000 });
  expect(authToken.read()).toBeTruthy();
  expect(Object.keys(selectedAliases.read())).toContain(userUuid);
}

/** Types a new password twice into the set-password form and submits it. */
export async function setNewPassword(
  user: Rendered['user'],
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText('新しいパスワード'), password);
  await user.type(screen.getByLabelText('新しいパスワード（確認）'), confirmation);
  await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
}
