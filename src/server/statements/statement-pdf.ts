import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import { marketDay } from '../../shared/dates/format-date';
import { formatCents } from '../../shared/statements/statement-money';
import { statementNumber } from '../../shared/statements/statement-terms';
import { businessNumberLabel, formatNzGstNumber } from '../../shared/statements/tax-identifiers';
import type { PartnerIdentity, StatementFirm } from './build-statements';
import { firmTaxNumbersOf } from './firm-tax-numbers';
import { fontWriter } from './pdf-fonts';
import { isTaxDocument, statementDocument } from './statement-document';
import type { StatementRecord } from './statement-list.queries';

export interface StatementPdfInput {
  statement: StatementRecord;
  lines: {
    kind: 'commission' | 'clawback';
    reference: string;
    amountCents: number;
    gstCents: number;
  }[];
  carriedFrom: string | null;
  t: TFunction;
  /** English, for the words the law names, kept beside the partner's language. */
  english: TFunction;
  locale: string;
}

/**
 * The statement as a PDF (issue 35 item 3, issue 42 item 4) in the partner's language, drawn in
 * fonts shipped with the app so any name prints: the document the law names (recipient-created
 * tax invoice or adjustment note in AU, buyer-created tax invoice or credit note in NZ, else a
 * remittance advice) with its English words beside a translation, both parties' identifiers in
 * the market's own terms, each line with its GST, and the totals. Decision 0094 lists the rules.
 */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement: s, lines, t, locale } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: statementNumber(s.market, s.number) },
  });
  const write = fontWriter(doc);
  const money = (cents: number) => formatCents(cents, s.currency, locale);
  const partner = s.partnerIdentity as PartnerIdentity;
  const firm = firmTaxNumbersOf(s.market, s.firmIdentity as StatementFirm);
  const gstNumber = (number: string) =>
    `${t('statements.pdf.gst_number')}: ${s.market === 'NZ' ? formatNzGstNumber(number) : number}`;
  const document = statementDocument(s);
  const title = t(`statements.pdf.${document}`);
  const legalWords = input.english(`statements.pdf.${document}`);

  doc.fontSize(18);
  write(title);
  if (isTaxDocument(document) && legalWords !== title) {
    doc.fontSize(11);
    write(legalWords);
  }
  doc.fontSize(10).moveDown(0.5);
  write(`${t(`statements.pdf.number_of.${document}`)}: ${statementNumber(s.market, s.number)}`);
  write(`${t('statements.period')}: ${s.period}`);
  write(`${t('statements.pdf.issued_on')}: ${marketDay(s.market, s.issuedAt)}`);
  doc.moveDown();
  doc.fontSize(12);
  write(t('statements.pdf.supplier'));
  doc.fontSize(10);
  write(partner.legal_name);
  if (partner.business_number) write(businessNumberLabel(s.market, partner.business_number));
  if (partner.gst_number) write(gstNumber(partner.gst_number));
  write(
    partner.gst_registered
      ? t('statements.pdf.gst_registered')
      : t('statements.pdf.not_gst_registered'),
  );
  doc.moveDown();
  doc.fontSize(12);
  write(t('statements.pdf.recipient'));
  doc.fontSize(10);
  write((s.firmIdentity as StatementFirm).legalName);
  if (firm.businessNumber) write(businessNumberLabel(s.market, firm.businessNumber));
  if (firm.gstNumber) write(gstNumber(firm.gstNumber));
  const address = (s.firmIdentity as StatementFirm).address;
  if (address) write(address);
  doc.moveDown();
  doc.fontSize(12);
  write(t('statements.pdf.lines'));
  doc.fontSize(10);
  const decrease = document === 'adjustment_note' || document === 'credit_note';
  if (decrease) write(t('statements.pdf.decrease'));
  for (const line of lines) {
    const kind =
      line.kind === 'clawback' ? t('statements.pdf.clawback') : t('statements.pdf.commission');
    const gst = s.gstRegistered ? ` · ${t('statements.gst')} ${money(line.gstCents)}` : '';
    write(`${line.reference} · ${kind} · ${money(line.amountCents)}${gst}`);
  }
  if (lines.length === 0) write(t('statements.pdf.no_lines'));
  doc.moveDown();
  if (s.carriedCents !== 0 || input.carriedFrom) {
    write(
      `${t('statements.carried', { number: input.carriedFrom ?? '—' })}: ${money(s.carriedCents)}`,
    );
  }
  write(`${t('statements.subtotal')}: ${money(s.subtotalCents)}`);
  write(
    s.gstRegistered
      ? `${t('statements.gst_at', { rate: s.gstRateBasisPoints / 100 })}: ${money(s.gstCents)}`
      : t('statements.pdf.no_gst'),
  );
  doc.fontSize(12);
  write(`${t('statements.total')}: ${money(s.totalCents)}`);
  doc.fontSize(9).moveDown();
  if (s.kind === 'tax_invoice') {
    const market = s.market === 'AU' ? 'au' : 'nz';
    write(t(`statements.pdf.self_billing_${decrease ? 'decrease_' : ''}${market}`));
  }
  if (s.totalCents < 0) write(t('statements.pdf.negative_carries'));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}
