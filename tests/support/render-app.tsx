import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginIndividual } from '../../src/api/generated/endpoints/auth/auth';
import { AppProviders } from '../../src/app/providers';
import { createAppQueryClient } from '../../src/app/query-client';
import { createMemoryRouter } from 'react-router';
import { createRoutes } from '../../src/app/router';
import { authToken, selectedAliases } from '../../src/lib/services/storage';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';

export type SignedInAs = { email: string; password: string; userUuid: string; aliasUuid: string };

/** hana, signed in through her Sakura JHS alias (group 2-A). */
export const HANA: SignedInAs = {
  ...USER.hana,
  userUuid: USER.hana.uuid,
  aliasUuid: ALIAS.hanaSakura,
};

/** ken, signed in through his one alias (Sakura JHS group 2-B, no history at all). */
export const KEN: SignedInAs = { ...USER.ken, userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura };

/** A generous wait for the first screen of a file: its lazily loaded route compiles first. */
export const SLOW = { timeout: 15_000 };

/**
 * Stores a real token from the mock's loginIndividual, as the sign-in flows do, with the alias
 * remembered for the user: the app then starts signed in.
 */
export async function storeSignIn(who: SignedInAs): Promise<string> {
  const { authToken: token } = await loginIndividual({ email: who.email, password: who.password });
  authToken.write(token);
  selectedAliases.write({ [who.userUuid]: who.aliasUuid });
  return token;
}

/** Renders the whole app with every provider at `path` (signed in when `as` is given). */
export async function renderApp(path: string, options: { as?: SignedInAs } = {}) {
  if (options.as) await storeSignIn(options.as);
  const queryClient = createAppQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
