import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/preferences/use-formats';
import { dynamicKey } from '../../../shared/i18n/message-key';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { LEAD_STATUSES } from '../../../shared/leads/pipeline';
import { GUEST_LINK_PURPOSES, type GuestLinkPurpose } from '../../../shared/deal-room/deal-room';
import { mergeEventTitle } from '../lead-merge/merge-events';
import { chaseEventTitle } from '../document-chasing/chase-events';
import { taskEventTitle } from '../tasks/task-events';
import { LEAD_EVENT_TYPES, type TTimelineItem } from '../../../shared/leads/lead-timeline.contract';
import { settledFiguresLine, settlementEventTitle } from '../settlements/settlement-events';

type TimelineEvent = Extract<TTimelineItem, { kind: 'event' }>;

const MONEY_FIELDS = ['amount', 'annual_revenue'];
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** What one event says: its title, then each field's before → after, the reason, the note. */
export function LeadEventBody({
  event,
  detail,
}: {
  event: TimelineEvent;
  detail: TLeadDetailResponse;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { choices } = detail;
  // An option's stored value (`retail_trade`) is shown by its label, as the form shows it.
  const optionLists: Record<string, { value: string; label: string }[]> = {
    industry: choices.industries,
    purpose: choices.purposes,
    time_trading: choices.time_trading,
  };
  const value = (field: string, raw: unknown) =>
    MONEY_FIELDS.includes(field) && typeof raw === 'number'
      ? formats.money(raw, detail.lead.currency)
      : (optionLists[field]?.find((option) => option.value === raw)?.label ?? text(raw));
  const data = event.data;
  const status = (value: unknown) =>
    LEAD_STATUSES.find((known) => known === value)
      ? t(`pipeline.status.${value as (typeof LEAD_STATUSES)[number]}`)
      : text(value);
  const person = (value: unknown) => text(record(value).name ?? t('lead.nobody'));
  const reasons = [...choices.decline_reasons, ...choices.withdrawal_reasons];
  const title =
    settlementEventTitle(event.type, data, detail, t, formats) ??
    mergeEventTitle(event.type, data, t) ??
    chaseEventTitle(event.type, data, t, formats.locale) ??
    taskEventTitle(event.type, data, t, formats.locale) ??
    (event.type === 'status_changed'
      ? t('lead.event.status_changed', { from: status(data.from), to: status(data.to) })
      : event.type === 'commission_created' && typeof data.amount === 'number'
        ? t('lead.event.commission_created', {
            amount: formats.money(data.amount, detail.lead.currency),
          })
        : event.type === 'application_saved'
          ? t('lead.event.application_saved', {
              section: t(dynamicKey(`full-application.steps.${text(data.section)}`)),
            })
          : event.type === 'assigned'
            ? t('lead.event.assigned', { before: person(data.before), after: person(data.after) })
            : (LEAD_EVENT_TYPES as readonly string[]).includes(event.type)
              ? t(dynamicKey(`lead.event.${event.type}`), {
                  purpose: GUEST_LINK_PURPOSES.find((known) => known === data.purpose)
                    ? t(`lead.deal_room_purpose.${data.purpose as GuestLinkPurpose}`)
                    : text(data.purpose),
                  name: text(data.name),
                  verdict:
                    data.status === 'accepted' || data.status === 'rejected'
                      ? t(`lead.document_verdict.${data.status}`)
                      : '',
                })
              : t('lead.event.other', { type: event.type }));
  const figures = settledFiguresLine(data, detail, t, formats);
  const changes = event.type === 'updated' ? Object.entries(record(data.changes)) : [];
  const note = event.type === 'note' ? data.text : data.note;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium">{title}</p>
      {figures && <p className="text-sm">{figures}</p>}
      {changes.length > 0 && (
        <ul className="text-sm">
          {changes.map(([field, change]) => (
            <li key={field}>
              {t(dynamicKey(`lead.field.${field}`))}: {value(field, record(change).before)} →{' '}
              {value(field, record(change).after)}
            </li>
          ))}
        </ul>
      )}
      {typeof data.reason === 'string' && (
        <p className="text-sm">
          {t('lead.reason_shown', {
            reason: reasons.find((option) => option.value === data.reason)?.label ?? data.reason,
          })}
        </p>
      )}
      {typeof note === 'string' && <p className="whitespace-pre-line">{note}</p>}
    </div>
  );
}
