import { useMemo } from 'react';
import type { QuerySession } from '../api/queries/session-key';
import { useLanguage } from '../i18n/language-context';
import { useSession } from './use-session';

/**
 * The session the screen's queries are made for (src/api/queries/session-key.ts): the alias the
 * session is in and the screen language. A screen renders again when either changes, and its
 * queries move to the new keys.
 */
export function useQuerySession(): QuerySession {
  const { aliasUuid } = useSession();
  const { language } = useLanguage();
  return useMemo(() => ({ aliasUuid, language }), [aliasUuid, language]);
}
