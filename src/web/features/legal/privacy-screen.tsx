import { LegalPage } from './legal-page';

/** /privacy: what the firm collects, why, with whom it is shared, for how long, your rights. */
export function PrivacyScreen() {
  return <LegalPage document="privacy" />;
}
