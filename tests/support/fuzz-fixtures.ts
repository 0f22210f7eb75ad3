import { eq } from 'drizzle-orm';
import { documentRequests, documents, outbox } from '../../src/server/db/schema';
import type { DealRoomTestApp } from '../../src/server/deal-room/deal-room.test-support';
import { TERM_SHEET } from './factories';
import { PDF, upload } from '../../src/server/deal-room/documents.test-support';
import { APPLICATION_SECTIONS } from '../../src/shared/deal-room/full-application.contract';
import { LEGAL_DOCUMENTS } from '../../src/shared/legal/legal.contract';
import { createGuestLink, createLead, createPartner } from './factories';
import type { TestApp } from './test-app';

/**
 * Real values for the path parameters of the fuzz (issue 18): a lead deep in the deal room
 * (term sheet sent, documents requested and one uploaded, a full application opened) with
 * working guest tokens of each purpose, so that generated bodies reach the handlers and the
 * database rather than stopping at a 404.
 */
export interface FuzzFixture {
  leadId: string;
  linkId: string;
  documentId: string;
  emailId: string;
  partnerId: string;
  partnerLeadId: string;
  referralCode: string;
  tokens: Record<'term-sheet' | 'upload' | 'full-application', string>;
  contentHash: string;
  requestId: string;
}

export async function createFuzzFixture(
  t: TestApp,
  admin: DealRoomTestApp['admin'],
): Promise<FuzzFixture> {
  const lead = await createLead(t.db, { status: 'qualified' });
  const asAdmin = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const answer = await t.request({ method, url, token: admin.token, payload });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.body}`);
    return answer.json() as Record<string, { version: number; id: string }>;
  };
  const saved = await asAdmin('PUT', `/api/leads/${lead.id}/term-sheet`, TERM_SHEET);
  await asAdmin('POST', `/api/leads/${lead.id}/term-sheet/send`, {
    version: saved.term_sheet!.version,
  });
  await asAdmin('PUT', `/api/leads/${lead.id}/document-requests`, {
    document_types: ['bank_statements', 'photo_id'],
  });
  const sent = await asAdmin('POST', `/api/leads/${lead.id}/guest-links`, { purpose: 'upload' });
  const tokens = {
    'term-sheet': await createGuestLink(t.db, lead, 'term-sheet', admin.user.id),
    upload: await createGuestLink(t.db, lead, 'upload', admin.user.id),
    'full-application': await createGuestLink(t.db, lead, 'full-application', admin.user.id),
  };
  const [request] = await t.db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.leadId, lead.id));
  await upload({ t, admin }, tokens.upload, { request_id: request!.id }, [
    { name: 'statement.pdf', content: Buffer.concat([PDF, Buffer.from(lead.id)]) },
  ]);
  const [document] = await t.db.select().from(documents).where(eq(documents.leadId, lead.id));
  const [email] = await t.db.select().from(outbox).where(eq(outbox.leadId, lead.id));
  const guestSheet = await t.request({
    method: 'GET',
    url: `/api/guest/term-sheet/${tokens['term-sheet']}`,
  });
  const { partner } = await createPartner(t.db);
  const partnerLead = await createLead(t.db, { partnerId: partner.id });
  return {
    leadId: lead.id,
    linkId: sent.link!.id,
    documentId: document!.id,
    emailId: email!.id,
    partnerId: partner.id,
    partnerLeadId: partnerLead.id,
    referralCode: partner.referralCode,
    tokens,
    contentHash: (guestSheet.json() as { term_sheet: { content_hash: string } }).term_sheet
      .content_hash,
    requestId: request!.id,
  };
}

/** The real value a path parameter may take, by its name and the path it is in. */
export function realValues(fixture: FuzzFixture, path: string, param: string): string[] {
  switch (param) {
    case 'token': {
      const purpose = (['term-sheet', 'upload', 'full-application'] as const).find((p) =>
        path.startsWith(`/api/guest/${p}/`),
      );
      return purpose ? [fixture.tokens[purpose]] : Object.values(fixture.tokens);
    }
    case 'id':
      if (path.startsWith('/api/partners/')) return [fixture.partnerId];
      if (path.startsWith('/api/my-leads/')) return [fixture.partnerLeadId];
      return [fixture.leadId];
    case 'linkId':
      return [fixture.linkId];
    case 'documentId':
      return [fixture.documentId];
    case 'emailId':
      return [fixture.emailId];
    case 'section':
      return [...APPLICATION_SECTIONS];
    case 'code':
      return [fixture.referralCode];
    case 'document':
      return [...LEGAL_DOCUMENTS];
    case 'provider':
      return ['google', 'microsoft'];
    default:
      return [];
  }
}
