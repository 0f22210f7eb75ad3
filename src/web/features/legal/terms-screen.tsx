import { LegalPage } from './legal-page';

/** /terms: the terms of use of the site for applicants and partners. */
export function TermsScreen() {
  return <LegalPage document="terms" />;
}
