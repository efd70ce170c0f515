import { useQuery } from '@tanstack/react-query';
import { loadLegalDocument } from '../../../i18n/legal/load-legal-document';
import type { LegalDocumentKind } from '../../../i18n/legal/legal-document';
import type { Language } from '../../../lib/storage';

/** The legal document in the screen language (a bundled module, fetched once). */
export function useLegalDocument(kind: LegalDocumentKind, language: Language) {
  return useQuery({
    queryKey: ['legal-document', kind, language],
    queryFn: () => loadLegalDocument(kind, language),
    staleTime: Infinity,
  });
}
