// The session a route loader's calls are made for, known before the first render: the stored token,
// then the alias the session will pick (./session.ts picks the same one from the same inputs, or
// has picked it already), with the session's own first calls (profile, flags) started on the way.
import type { QueryClient } from '@tanstack/react-query';
import { pickAlias, requestedAliasUuid } from '../../lib/rules/alias-selection';
import { authToken, language, selectedAliases, type Language } from '../../lib/services/storage';
import { sessionCredentials } from '../../api/session-credentials';
import { aliasesQuery, authHeaders, flagsQuery, profileQuery } from '../session-queries';

export type LoaderSession = {
  token: string;
  aliasUuid: string;
  language: Language;
  /** The request options of a call made for this session (the generated query options' `request`). */
  request: { headers: Record<string, string> };
};

/**
 * Starts the session's calls and resolves with what a screen's calls need, or null when signed out
 * or when the aliases cannot be loaded (the session and the guard deal with that on screen).
 */
export async function startSession(queryClient: QueryClient): Promise<LoaderSession | null> {
  const token = authToken.read();
  if (token === null) return null;
  const current = sessionCredentials();
  let aliasUuid = current.token === token ? current.aliasUuid : null;
  if (aliasUuid === null) {
    const aliases = await queryClient.ensureQueryData(aliasesQuery(token)).catch(() => null);
    if (aliases === null) return null;
    aliasUuid = pickAlias(
      aliases.map((alias) => alias.uuid),
      requestedAliasUuid(window.location.search),
      selectedAliases.read(),
    );
  }
  if (aliasUuid === null) return null;
  void queryClient.prefetchQuery(profileQuery(token, aliasUuid));
  void queryClient.prefetchQuery(flagsQuery(token, aliasUuid));
  const screenLanguage = language.read();
  return {
    token,
    aliasUuid,
    language: screenLanguage,
    request: { headers: { ...authHeaders(token, aliasUuid), 'Accept-Language': screenLanguage } },
  };
}
