import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationPayload } from '../../../tests/support/factories';
import { decodeQuotedPrintable } from '../../../tests/support/mailbox';
import { startSmtp } from '../../../tests/support/smtp-peer';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import { TEST_APP_KEY, filledFormToken } from '../leads/leads.test-support';
import { outbox } from '../db/schema';
import { enqueueMail } from './outbox';
import { templateSamples } from './templates/template-samples';
import { processOutboxOnce, retryDelaySeconds, workerOptionsFrom } from './outbox-worker';
import { createMailTransport, fileTransport, smtpTransport } from './transport';

const options = workerOptionsFrom(
  testConfig({ MAIL_FROM: 'LendRef <no-reply@lendref.test>', APP_URL: 'https://app.lendref.test' }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

async function queue(count: number, recipientPrefix = 'guest') {
  await t.db.transaction((tx) =>
    enqueueMail(
      tx,
      Array.from({ length: count }, (_, i) => ({
        recipient: `${recipientPrefix}${i}@example.test`,
        template: 'lead-confirmation' as const,
        locale: i % 2 === 0 ? 'en' : 'fr',
        data: {
          first_name: `Ada ${i}`,
          reference: `AU-2026-00000${i}`,
          amount: 50_000,
          currency: 'AUD',
        },
      })),
    ),
  );
}

describe('outbox worker over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it('delivers queued messages with an HTML and a plain-text part in the recipient language', async () => {
    smtp = await startSmtp();
    await queue(2);
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const result = await processOutboxOnce(t.db, transport, options);
    transport.close();

    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'guest0@example.test',
      'guest1@example.test',
    ]);
    const english = smtp.received.find((m) => m.to[0] === 'guest0@example.test')!.raw;
    expect(english).toMatch(/Content-Type: text\/plain/);
    expect(english).toMatch(/Content-Type: text\/html/);
    expect(english).toMatch(/AU-2026-000000/);
    expect(english).toMatch(/Subject: We have received your application/);
    const french = smtp.received.find((m) => m.to[0] === 'guest1@example.test')!.raw;
    expect(french).toMatch(/Subject: =\?UTF-8\?|Subject: Nous avons/);

    const rows = await t.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt && row.attempts === 1)).toBe(
      true,
    );
    // Nothing is due any more: a second run sends nothing.
    expect(
      await processOutboxOnce(t.db, smtpTransport(`smtp://127.0.0.1:${smtp.port}`), options),
    ).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
  });

  it('tells the applicant and the admin by e-mail once a guest has applied', async () => {
    smtp = await startSmtp();
    const admin = await t.signIn('admin');
    const response = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: {
        form_token: filledFormToken(),
        ...applicationPayload({ email: 'e2e@guest.test' }),
      },
    });
    const { reference } = response.json();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    await processOutboxOnce(t.db, transport, options);
    transport.close();
    const toAdmin = smtp.received.find((m) => m.to[0] === admin.user.email);
    const toGuest = smtp.received.find((m) => m.to[0] === 'e2e@guest.test');
    expect(toAdmin?.raw).toContain(reference);
    // Quoted-printable may break a long line anywhere, a link included: read it as a client does.
    expect(decodeQuotedPrintable(toAdmin?.raw ?? '')).toContain('https://app.lendref.test/lead/');
    expect(toGuest?.raw).toContain(reference);
  });

  it('keeps messages while the server is down and delivers them once when it is back', async () => {
    // Learn a free port, then leave it closed: the server is "down".
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop();
    await queue(3);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);

    const now = new Date(Date.now() + 1000);
    const down = await processOutboxOnce(t.db, transport, options, now);
    expect(down).toEqual({ sent: 0, retried: 3, failed: 0 });
    const waiting = await t.db.select().from(outbox);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + options.retryBaseSeconds * 1000);
    }
    // Not yet due: nothing is tried before the backoff has passed.
    expect((await processOutboxOnce(t.db, transport, options, now)).retried).toBe(0);

    smtp = await startSmtp(port);
    const later = new Date(now.getTime() + options.retryBaseSeconds * 1000);
    expect(await processOutboxOnce(t.db, transport, options, later)).toEqual({
      sent: 3,
      retried: 0,
      failed: 0,
    });
    expect(
      await processOutboxOnce(t.db, transport, options, new Date(later.getTime() + 3600e3)),
    ).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    transport.close();
    expect(smtp.received).toHaveLength(3);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 2 && !row.lastError)).toBe(
      true,
    );
  });

  it('never sends a message twice when two workers run at once', async () => {
    smtp = await startSmtp();
    await queue(25, 'pair');
    const a = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const b = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const small = { ...options, batchSize: 4 };
    // Each worker loops until nothing is left, as the timer loop would.
    const drain = async (transport: typeof a) => {
      let total = 0;
      for (;;) {
        const { sent } = await processOutboxOnce(t.db, transport, small);
        if (sent === 0) return total;
        total += sent;
      }
    };
    const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);
    a.close();
    b.close();
    expect(sentByA + sentByB).toBe(25);
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(25);
    expect(new Set(recipients).size).toBe(25);
  });

  it('sends an e-mail someone waits for before the notices queued ahead of it', async () => {
    smtp = await startSmtp();
    // An import's worth of notices to staff, then one applicant's confirmation.
    await t.db.transaction((tx) =>
      enqueueMail(
        tx,
        Array.from({ length: 6 }, (_, i) => ({
          recipient: `staff${i}@example.test`,
          template: 'lead-admin-notification' as const,
          locale: 'en',
          data: templateSamples['lead-admin-notification'],
        })),
      ),
    );
    await queue(1, 'waiting');
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const first = await processOutboxOnce(t.db, transport, { ...options, batchSize: 2 });
    transport.close();

    expect(first.sent).toBe(2);
    expect(smtp.received.map((m) => m.to[0])).toContain('waiting0@example.test');
    const rows = await t.db.select().from(outbox);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(5);
    expect(
      rows.every((row) => row.priority === (row.template === 'lead-admin-notification' ? 1 : 0)),
    ).toBe(true);
  });

  it('retries a claim left behind by a crashed worker, but not a live one', async () => {
    smtp = await startSmtp();
    await queue(1, 'crash');
    const now = new Date(Date.now() + 1000);
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) });
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    expect((await processOutboxOnce(t.db, transport, options, now)).sent).toBe(0);
    const afterLease = new Date(now.getTime() + 61_000);
    expect((await processOutboxOnce(t.db, transport, options, afterLease)).sent).toBe(1);
    transport.close();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('giving up and backoff', () => {
  it('backs off exponentially up to the cap and marks a row failed after the last attempt', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, options))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30, options)).toBe(options.retryMaxSeconds);

    await queue(1, 'doomed');
    const broken = {
      kind: 'smtp' as const,
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
      await processOutboxOnce(t.db, broken, options, now);
      now = new Date(now.getTime() + options.retryMaxSeconds * 1000);
    }
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: options.maxAttempts });
    expect(row?.lastError).toBe('550 mailbox unavailable');
    expect((await processOutboxOnce(t.db, broken, options, now)).failed).toBe(0);
  });

  it('marks a row with an unknown template as failing rather than crashing the worker', async () => {
    await t.db.insert(outbox).values({ recipient: 'x@example.test', template: 'nope', data: {} });
    const delivered: string[] = [];
    const transport = {
      kind: 'file' as const,
      send: async () => void delivered.push('x'),
      close: () => {},
    };
    const result = await processOutboxOnce(t.db, transport, options);
    expect(result.retried + result.failed).toBe(1);
    expect(delivered).toEqual([]);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.template, 'nope'));
    expect(row?.lastError).toMatch(/unknown mail template/);
  });
});

describe('file transport', () => {
  it('writes each message as <id>.eml under DATA_DIR/mail when no SMTP_URL is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendref-mail-'));
    try {
      const transport = createMailTransport(testConfig({ DATA_DIR: dataDir }));
      expect(transport.kind).toBe('file');
      await queue(1, 'file');
      const result = await processOutboxOnce(t.db, transport, options);
      expect(result.sent).toBe(1);
      const [row] = await t.db.select().from(outbox);
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toEqual([`${row!.id}.eml`]);
      const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toMatch(/To: file0@example.test/);
      expect(eml).toMatch(new RegExp(`Message-ID: <${row!.id}@lendref.test>`));
      expect(eml).toMatch(/text\/html/);

      // A retry of the same row replaces its file instead of adding a second one.
      await fileTransport(join(dataDir, 'mail')).send({
        id: row!.id,
        from: options.from,
        to: 'file0@example.test',
        subject: 's',
        html: '<p>h</p>',
        text: 'h',
      });
      expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
