import { z } from 'zod';
import { CURRENCIES } from '../../../shared/markets/markets';
import { formatCents } from '../../../shared/statements/statement-money';
import { STATEMENT_KINDS } from '../../../shared/statements/statement-terms';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZStatementIssuedData = z.object({
  partner_name: z.string(),
  number: z.string(),
  period: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  total_cents: z.number(),
  currency: z.enum(CURRENCIES),
});

/** To the partner: their statement of a closed period, to download from their dashboard. */
export function statementIssued(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZStatementIssuedData.parse(data);
  const total = formatCents(d.total_cents, d.currency, locale);
  return renderLayout(
    {
      subject: t('statements.mail.subject', { number: d.number }),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        t('statements.mail.intro', { period: d.period, kind: t(`statements.kind.${d.kind}`) }),
      ],
      details: [
        [t('statements.number'), d.number],
        [t('statements.total'), total],
      ],
      action: { label: t('statements.mail.open'), url: `${appUrl}/` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
