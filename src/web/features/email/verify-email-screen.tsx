import { PlaceholderScreen } from '../../components/placeholder-screen';

// Placeholder until its feature issue replaces this module (same file, same export).
export function VerifyEmailScreen() {
  return <PlaceholderScreen page="verify_email" />;
}
