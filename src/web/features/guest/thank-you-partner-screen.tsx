import { PlaceholderScreen } from '../../components/placeholder-screen';

// Placeholder until its feature issue replaces this module (same file, same export).
export function ThankYouPartnerScreen() {
  return <PlaceholderScreen page="thank_you_partner" />;
}
