// `npm run dev:idp`: a real OpenID provider on loopback (the one the tests use, oidc-provider
// with its development login form) so that "Continue with …" can be tried on a developer's
// machine with no account at Google or Microsoft (issue 31, item 9). Any e-mail typed at its
// form is vouched for as verified; the app signs in the account that uses it. The app accepts
// this plain-http issuer only outside production (src/server/oauth/oidc-client.ts).
import { startOidcProvider } from '../tests/support/oidc-provider';

const port = Number(process.env.IDP_PORT ?? 4010);
const appUrls = [process.env.APP_URL, 'http://localhost:3000', 'http://127.0.0.1:3000'].filter(
  (url): url is string => Boolean(url),
);
const provider = await startOidcProvider(
  appUrls.map((url) => `${url.replace(/\/$/, '')}/api/oauth/local/callback`),
  port,
);
const appSetting = JSON.stringify([
  {
    id: 'local',
    name: 'Local ID',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  },
]);

console.log(`Local OpenID provider on ${provider.issuer} (Ctrl-C stops it).

Start the app beside it with:
  OIDC_PROVIDERS='${appSetting}' npm start

Then "Continue with Local ID" on the sign-in screen. At the provider's form type the e-mail of
an existing account (the first admin is admin@example.com unless ADMIN_EMAIL says otherwise)
and any password. An e-mail no account uses is refused by the app, as with a real provider.`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
