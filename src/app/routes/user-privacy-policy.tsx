import { LegalPage } from '../legal-page';

/** Route user-privacy-policy. */
export default function UserPrivacyPolicyRoute() {
  return <LegalPage kind="privacy" />;
}
