import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { testConfig, type TestApp } from '../../../tests/support/test-app';
import type { Market } from '../../shared/markets/markets';
import { statements } from '../db/schema';
import { closeStatementPeriod } from './close-statement-period';

/**
 * What the statement tests share: signed-in partners, closings each of a month of its own
 * (2031 onwards, cut off now), a partner's statements in number order, and a PDF read back as
 * text the way an accountant's tool reads it.
 */
export function statementTestKit(t: TestApp, adminId: string) {
  const config = testConfig();
  let month = 0;
  const close = (market: Market) =>
    closeStatementPeriod(t.db, {
      market,
      mode: 'now',
      actorUserId: adminId,
      config,
      at: new Date(Date.UTC(2031, month++, 15, 3)),
    });

  async function partner(market: Market = 'AU', locale = 'en') {
    const { partner: row, user } = await createPartner(
      t.db,
      { company: `Partner ${Math.random()}`, market },
      { locale },
    );
    const signIn = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return { ...row, email: user.email, token: signIn.json().token as string };
  }

  const statementsOf = (partnerId: string) =>
    t.db
      .select()
      .from(statements)
      .where(eq(statements.partnerId, partnerId))
      .orderBy(statements.number);

  async function pdfText(url: string, token: string) {
    const response = await t.request({ method: 'GET', url, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  }

  return { close, partner, statementsOf, pdfText };
}
