import { LegalPage } from './legal-page';

/** /privacy: what the firm collects, why, with whom it is shared, for how long, your rights. */
export function PrivacyScreen() {
  return (
    <LegalPage
      document="privacy"
      title="legal.privacy.title"
      intro="legal.privacy.intro"
      sections={[
        { title: 'legal.privacy.collect_title', body: 'legal.privacy.collect_body' },
        { title: 'legal.privacy.use_title', body: 'legal.privacy.use_body' },
        { title: 'legal.privacy.share_title', body: 'legal.privacy.share_body' },
        { title: 'legal.privacy.keep_title', body: 'legal.privacy.keep_body' },
        { title: 'legal.privacy.rights_title', body: 'legal.privacy.rights_body' },
      ]}
      contact={{ title: 'legal.privacy.contact_title', body: 'legal.privacy.contact_body' }}
    />
  );
}
