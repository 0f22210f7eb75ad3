import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, joinPayload } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { emailVerifications, outbox, rateLimits, users } from '../db/schema';
import { sha256 } from '../lib/hash';
import { filledFormToken, TEST_APP_KEY } from '../leads/leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
});

interface Link {
  id: string;
  expires: number;
  signature: string;
}

const verify = (link: Link) =>
  t.request({ method: 'POST', url: '/api/email/verify', payload: { ...link } });
const resend = (payload: object, token?: string) =>
  t.request({ method: 'POST', url: '/api/email/resend', payload, token });

/** The verification link of the newest e-mail to `email`, as the screen reads it. */
async function linkTo(email: string): Promise<Link> {
  const mail = (await deliverMail(t.db)).find((m) => m.to === email);
  const url = linkIn(mail, '/email/verify/');
  return {
    id: url.pathname.split('/').pop()!,
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature')!,
  };
}

const verifiedAt = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.emailVerifiedAt;

describe('verification on joining', () => {
  it('e-mails a new partner a link that verifies the address, once and idempotently', async () => {
    const payload = joinPayload();
    const joined = await t.request({
      method: 'POST',
      url: '/api/join',
      payload: { ...payload, form_token: filledFormToken() },
    });
    expect(joined.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(user!.emailVerifiedAt).toBeNull();

    const link = await linkTo(payload.email);
    expect(link.id).toBe(user!.id);
    const hours = (link.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [row] = await t.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user!.id));
    expect(row!.tokenHash).toBe(sha256(link.signature));
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(link.signature);

    const first = await verify(link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'verified',
      message: 'Your e-mail address is verified. Thank you!',
    });
    expect(await verifiedAt(user!.id)).not.toBeNull();
    const second = await verify(link);
    expect(second.json()).toEqual({
      outcome: 'already_verified',
      message: 'Your e-mail address is already verified.',
    });
  });
});

describe('POST /api/email/verify', () => {
  async function unverifiedLink() {
    const { user, token } = await t.signIn('partner', { emailVerifiedAt: null });
    expect((await resend({}, token)).statusCode).toBe(200);
    return { user, link: await linkTo(user.email) };
  }

  it('refuses a changed id, expiry or signature, and leaves the address unverified', async () => {
    const { user, link } = await unverifiedLink();
    const other = await createUser(t.db, { emailVerifiedAt: null });
    for (const tampered of [
      { ...link, id: other.id },
      { ...link, id: 'not-a-uuid' },
      { ...link, expires: link.expires + 3600 },
      { ...link, signature: `${link.signature.slice(0, -2)}AA` },
    ]) {
      const response = await verify(tampered);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^This verification link is not valid/);
    }
    expect(await verifiedAt(user.id)).toBeNull();
    expect(await verifiedAt(other.id)).toBeNull();
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('says an expired link has expired', async () => {
    const { user, link } = await unverifiedLink();
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, user.id));
    const expiredLink = {
      ...link,
      expires: Math.round(
        (
          await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id))
        )[0]!.expiresAt.getTime() / 1000,
      ),
    };
    const response = await verify(expiredLink);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This verification link has expired. Ask for a new link.');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('stops a replaced link, and a link sent to an address the user no longer has', async () => {
    const { user, token, link } = await (async () => {
      const signedIn = await t.signIn('partner', { emailVerifiedAt: null });
      await resend({}, signedIn.token);
      return { ...signedIn, link: await linkTo(signedIn.user.email) };
    })();
    await resend({}, token);
    const newer = await linkTo(user.email);
    expect((await verify(link)).statusCode).toBe(400);
    await t.db
      .update(users)
      .set({ email: `moved-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await verify(newer)).statusCode).toBe(400);
    expect(await verifiedAt(user.id)).toBeNull();
  });
});

describe('POST /api/email/resend', () => {
  it('tells a signed-in, verified user so, and sends nothing', async () => {
    const { token } = await t.signIn('admin');
    const response = await resend({}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your e-mail address is already verified.');
    expect(await deliverMail(t.db)).toEqual([]);
  });

  it('sends a signed-in, unverified user a new link, limited per user', async () => {
    const { user, token } = await t.signIn('partner', { emailVerifiedAt: null });
    for (let i = 0; i < 3; i++) {
      const response = await resend({}, token);
      expect(response.json().message).toBe(
        `We have sent a new verification link to ${user.email}. It works for 24 hours.`,
      );
    }
    const limited = await resend({}, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again in 15 minutes\.$/);
  });

  it('answers a guest the same for unknown, verified and waiting addresses', async () => {
    const waiting = await createUser(t.db, { emailVerifiedAt: null });
    const verified = await createUser(t.db);
    const answers = await Promise.all(
      [waiting.email, verified.email, 'nobody@nowhere.test'].map(async (email) => {
        const response = await resend({ email });
        return [response.statusCode, response.json()];
      }),
    );
    expect(answers[0]).toEqual([
      200,
      {
        message:
          'If an account with this e-mail address is waiting for verification, we have sent it a new link. It works for 24 hours.',
      },
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await deliverMail(t.db)).map((m) => m.to)).toEqual([waiting.email]);
  });

  it('asks a guest for the address', async () => {
    const response = await resend({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This field is required.'] });
  });
});
