import { useIntl } from 'react-intl';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/routes';
import { LegalDocumentView } from '../features/legal/components/legal-document-view';
import { useLegalDocument } from '../features/legal/hooks/use-legal-document';
import { legalMessages } from '../features/legal/messages';
import type { LegalDocumentKind } from '../i18n/legal/legal-document';
import { useLanguage } from '../i18n/language-context';
import { BackButton } from './layout/back-button';

/** The body of the two legal routes (terms of service, privacy policy). */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, isError } = useLegalDocument(kind, language);
  return (
    <div className="legal-page">
      <BackButton fallback={paths.userSettings()} />
      {data ? (
        <LegalDocumentView document={data} />
      ) : isError ? (
        <p role="alert">{intl.formatMessage(legalMessages.failed)}</p>
      ) : (
        <Spinner label={intl.formatMessage(legalMessages.loading)} />
      )}
    </div>
  );
}
