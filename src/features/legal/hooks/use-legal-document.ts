import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadLegalDocument } from '../../../i18n/legal/load-legal-document';
import type { LegalDocumentKind } from '../../../i18n/legal/legal-document';
import type { Language } from '../../../lib/services/storage';

/** The legal document in a language (a bundled module, fetched once), also the route loader's. */
export const legalDocumentQuery = (kind: LegalDocumentKind, language: Language) =>
  queryOptions({
    queryKey: ['legal-document', kind, language],
    queryFn: () => loadLegalDocument(kind, language),
    staleTime: Infinity,
  });

/** The legal document in the screen language. */
export function useLegalDocument(kind: LegalDocumentKind, language: Language) {
  return useQuery(legalDocumentQuery(kind, language));
}
