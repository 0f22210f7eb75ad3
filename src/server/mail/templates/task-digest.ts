import { z } from 'zod';
import { MARKETS } from '../../../shared/markets/markets';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZTaskDigestData = z.object({
  admin_name: z.string(),
  market: z.enum(MARKETS),
  /** The local day of the digest, YYYY-MM-DD on the market's clock. */
  day: z.string(),
  tasks: z
    .array(
      z.object({
        lead_id: z.string(),
        reference: z.string(),
        lead_name: z.string(),
        title: z.string(),
        due_date: z.string(),
        due_time: z.string(),
        overdue: z.boolean(),
      }),
    )
    .min(1),
});

/** A local calendar day in words, in the reader's language: "Thursday 26 November 2026". */
function dayInWords(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * To an admin at the digest time on a market's clock (decision 0075): their overdue and today's
 * tasks in that market, each with its lead and its due time as the market's clock shows it.
 */
export function taskDigest(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZTaskDigestData.parse(data);
  const overdue = d.tasks.filter((task) => task.overdue).length;
  const today = d.tasks.length - overdue;
  const market = t(`markets.${d.market}`);
  return renderLayout(
    {
      subject: t('mail-tasks.digest.subject', { market, day: dayInWords(d.day, locale) }),
      greeting: t('mail.greeting', { name: d.admin_name }),
      paragraphs: [
        t('mail-tasks.digest.intro', { market }),
        [
          overdue > 0 ? t('mail-tasks.digest.overdue', { count: overdue }) : '',
          today > 0 ? t('mail-tasks.digest.today', { count: today }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      ],
      details: d.tasks.map((task) => [
        task.overdue
          ? t('mail-tasks.digest.due_overdue', {
              date: dayInWords(task.due_date, locale),
              time: task.due_time,
            })
          : t('mail-tasks.digest.due_today', { time: task.due_time }),
        `${task.title} (${task.reference}, ${task.lead_name})`,
      ]),
      action: { label: t('mail-tasks.digest.open'), url: `${appUrl}/tasks` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
