import { legalDocumentQuery } from '../../features/legal/hooks/use-legal-document';
import type { LegalDocumentKind } from '../../i18n/legal/legal-document';
import type { ScreenQueries } from './screen-loader';

/** A legal page (terms, privacy): its document's module in the screen language, beside the page's. */
export const legalQueries =
  (kind: LegalDocumentKind): ScreenQueries =>
  ({ session, ensure }) => {
    ensure(legalDocumentQuery(kind, session.language));
  };
