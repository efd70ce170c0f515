// The session a route loader's calls are made for, known before the first render: the session
// store's token, then its alias (src/api/session-store.ts), settled by the store from the user's
// aliases when none is yet, with the session's own first calls (profile, flags) started on the way.
// The calls themselves send nothing of it by hand: the HTTP client reads the same store.
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../lib/services/storage';
import { sessionSnapshot, settleSessionAlias, syncStoredToken } from '../../api/session-store';
import { aliasesQuery, flagsQuery, profileQuery } from '../session-queries';

export type LoaderSession = {
  token: string;
  aliasUuid: string;
  language: Language;
};

/**
 * Starts the session's calls and resolves with what a screen's calls need, or null when signed out
 * or when the aliases cannot be loaded (the session and the guard deal with that on screen).
 */
export async function startSession(queryClient: QueryClient): Promise<LoaderSession | null> {
  syncStoredToken();
  const { token, language: screenLanguage } = sessionSnapshot();
  if (token === null) return null;
  let { aliasUuid } = sessionSnapshot();
  if (aliasUuid === null) {
    const aliases = await queryClient.ensureQueryData(aliasesQuery(token)).catch(() => null);
    if (aliases === null) return null;
    aliasUuid = settleSessionAlias(
      token,
      aliases.map((alias) => alias.uuid),
    );
  }
  if (aliasUuid === null) return null;
  void queryClient.prefetchQuery(profileQuery(token, aliasUuid));
  void queryClient.prefetchQuery(flagsQuery(token, aliasUuid));
  return { token, aliasUuid, language: screenLanguage };
}
