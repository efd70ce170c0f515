import { LegalPage } from '../legal-page';

/** Route user-terms-of-services. */
export default function UserTermsOfServicesRoute() {
  return <LegalPage kind="terms" />;
}
