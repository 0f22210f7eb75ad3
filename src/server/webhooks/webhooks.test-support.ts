import { createPartner } from '../../../tests/support/factories';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import type { WebhookReceiver } from '../../../tests/support/webhook-receiver';
import { webhookEndpoints } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { webhookWorkerOptionsFrom } from './webhook-worker';

/** The worker's settings as the app's, with receivers on 127.0.0.1 allowed. */
export const loopbackWorkerOptions = webhookWorkerOptionsFrom(
  testConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }),
  TEST_APP_KEY,
);

/** The app the webhook tests drive, with loopback receivers allowed, and its admin's token. */
export async function openWebhookTestApp(
  receiver: WebhookReceiver,
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp({
    APP_KEY: TEST_APP_KEY,
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
    ...overrides,
  });
  const admin = (await t.signIn('admin')).token;
  await receiver.start();
  return { t, admin };
}

export async function closeWebhookTestApp(t: TestApp, receiver: WebhookReceiver): Promise<void> {
  await receiver.stop();
  await t.close();
}

/** Before each test: the firm's endpoints are firm-wide, one test's would hear the next's leads. */
export async function resetWebhooks(t: TestApp, receiver: WebhookReceiver): Promise<void> {
  await t.db.delete(webhookEndpoints);
  receiver.received.length = 0;
  receiver.answers.length = 0;
  receiver.rejected = 0;
  receiver.secrets = [];
}

/** An active partner signed in through the login route, as the partner's screens are. */
export async function signedInPartner(t: TestApp, userOverrides: Record<string, unknown> = {}) {
  const { user, partner } = await createPartner(t.db, {}, userOverrides);
  const signIn = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: 'correct horse battery staple' },
  });
  return { user, partner, token: signIn.json().token as string };
}
