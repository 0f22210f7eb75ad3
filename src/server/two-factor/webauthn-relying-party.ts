import { publicUrl, type AppConfig } from '../config';

/** Who asks for the passkey, as the browser checks it: the app's host and origin. */
export interface RelyingParty {
  /** The host name of APP_URL: a passkey works on this host and its subdomains. */
  id: string;
  /** The exact origin the browser reports (scheme, host, port). */
  origin: string;
}

/**
 * From APP_URL, the address users open (decision 0063): no separate setting to drift apart
 * from it. Browsers refuse an IP address as the ID, so passkeys need a host name there.
 */
export function relyingPartyOf(config: Pick<AppConfig, 'APP_URL' | 'PORT'>): RelyingParty {
  const url = new URL(publicUrl(config));
  return { id: url.hostname, origin: url.origin };
}
