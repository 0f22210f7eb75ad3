import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// Loaded when a passkey is used, not with every sign-in page (the guest pages stay light).
const webauthn = () => import('@simplewebauthn/browser');

type WebAuthnJson = Record<string, unknown>;

/** True where the browser can create and use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser creates a passkey for the server's options; the answer goes back as JSON. */
export async function createPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startRegistration } = await webauthn();
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON })) as unknown as WebAuthnJson;
}

/** The browser signs the server's challenge with one of the user's passkeys. */
export async function signWithPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON })) as unknown as WebAuthnJson;
}
