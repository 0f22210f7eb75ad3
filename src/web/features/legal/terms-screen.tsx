import { LegalPage } from './legal-page';

/** /terms: the terms of use of the site for applicants and partners. */
export function TermsScreen() {
  return (
    <LegalPage
      document="terms"
      title="legal.terms.title"
      intro="legal.terms.intro"
      sections={[
        { title: 'legal.terms.service_title', body: 'legal.terms.service_body' },
        { title: 'legal.terms.accuracy_title', body: 'legal.terms.accuracy_body' },
        { title: 'legal.terms.partners_title', body: 'legal.terms.partners_body' },
        { title: 'legal.terms.liability_title', body: 'legal.terms.liability_body' },
      ]}
      contact={{ title: 'legal.terms.contact_title', body: 'legal.terms.contact_body' }}
    />
  );
}
