import { z } from 'zod';
import { MARKETS } from '../../../shared/markets/markets';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZTaskDueData = z.object({
  admin_name: z.string(),
  title: z.string(),
  lead_id: z.string(),
  reference: z.string(),
  lead_name: z.string(),
  market: z.enum(MARKETS),
  /** The due day and time as the lead's market's clock shows them. */
  due_date: z.string(),
  due_time: z.string(),
});

/**
 * To an admin who asked for it, at a task's due time (decision 0083): the task, its lead, and
 * the due time on the market's clock, with a link to the lead. Short: the bell has it too.
 */
export function taskDue(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZTaskDueData.parse(data);
  return renderLayout(
    {
      subject: t('mail-tasks.due.subject', { title: d.title, reference: d.reference }),
      greeting: t('mail.greeting', { name: d.admin_name }),
      paragraphs: [
        t('mail-tasks.due.intro', {
          time: d.due_time,
          market: t(`markets.${d.market}`),
        }),
      ],
      details: [
        [t('mail-tasks.due.task'), d.title],
        [t('mail-tasks.due.lead'), `${d.reference}, ${d.lead_name}`],
      ],
      action: { label: t('mail-tasks.due.open'), url: `${appUrl}/lead/${d.lead_id}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
