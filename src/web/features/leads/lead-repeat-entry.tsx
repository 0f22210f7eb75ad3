import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicKey } from '../../../shared/i18n/message-key';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { formatPhone } from '../../../shared/leads/phone';
import { regionName } from '../../../shared/markets/markets';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import type { TTimelineItem } from '../../../shared/leads/lead-timeline.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { useLeadChanged } from './lead-queries';

type TimelineEvent = Extract<TTimelineItem, { kind: 'event' }>;
type LeadDetail = TLeadDetailResponse['lead'];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * A field's value as a person reads it: money formatted, choices by their label, a state or
 * region by its name, a mobile as its country writes it.
 */
export function useFieldValue(detail: TLeadDetailResponse) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { choices } = detail;
  const labelIn = (list: { value: string; label: string }[], raw: string) =>
    list.find((option) => option.value === raw)?.label ?? raw;
  return (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    if ((field === 'amount' || field === 'annual_revenue') && typeof raw === 'number') {
      return formats.money(raw, detail.lead.currency);
    }
    const text = String(raw);
    if (field === 'industry') return labelIn(choices.industries, text);
    if (field === 'purpose') return labelIn(choices.purposes, text);
    if (field === 'time_trading') return labelIn(choices.time_trading, text);
    if (field === 'business_structure') return t(dynamicKey(`apply.structures.${text}`));
    // Issue 42: "answered VIC; the lead has NSW" and "+61413111222" read as stored.
    if (field === 'region') return regionName(text);
    if (field === 'mobile') return formatPhone(text);
    return text;
  };
}

/**
 * A repeat application in the timeline (decision 0052): the fields it filled, and each answer
 * that differs from the lead with "Use this value" while the lead still has its own. One a
 * partner's API key sent for a lead not theirs filled nothing: it says so (decision 0088).
 */
export function RepeatEnquiryBody({
  event,
  detail,
}: {
  event: TimelineEvent;
  detail: TLeadDetailResponse;
}) {
  const { t } = useTranslation();
  const shown = useFieldValue(detail);
  const data = event.data;
  const filled = Object.entries(record(data.filled));
  const differences = Object.entries(record(data.differences));
  const other = record(data.other_partner);
  const held = record(data.held);
  const label = (field: string) => t(dynamicKey(`lead.field.${field}`));
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{t('lead.event.repeat_enquiry')}</p>
      {filled.length > 0 && (
        <div className="text-sm">
          <p>{t('lead-repeat.filled_title')}</p>
          <ul className="list-disc pl-5">
            {filled.map(([field, value]) => (
              <li key={field}>
                {label(field)}: {shown(field, value)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {differences.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p>{t('lead-repeat.differences_title')}</p>
          <ul className="flex flex-col gap-2">
            {differences.map(([field, difference]) => (
              <DifferenceItem
                key={field}
                field={field}
                answered={record(difference).answered}
                lead={detail.lead}
                eventId={event.id}
                label={label(field)}
                shown={shown}
              />
            ))}
          </ul>
        </div>
      )}
      {typeof other.company === 'string' &&
        (typeof held.reference === 'string' ? (
          <p className="text-sm">
            {t('lead-repeat.held_by_api_key', {
              company: other.company,
              reference: held.reference,
            })}
          </p>
        ) : (
          <p className="text-sm">{t('lead-repeat.other_partner', { company: other.company })}</p>
        ))}
    </div>
  );
}

function DifferenceItem({
  field,
  answered,
  lead,
  eventId,
  label,
  shown,
}: {
  field: string;
  answered: unknown;
  lead: LeadDetail;
  eventId: string;
  label: string;
  shown: (field: string, raw: unknown) => string;
}) {
  const { t } = useTranslation();
  const changed = useLeadChanged(lead.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = record(lead)[field];
  const inUse = current === answered;

  async function use() {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(LEAD_DETAIL_ENDPOINTS.repeatAnswer, {
        params: { id: lead.id },
        body: { version: lead.version, event_id: eventId, field },
      });
      await changed(answer);
      showToast('success', t('lead-repeat.value_used', { field: label }));
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      setError(body?.errors?.field?.[0] ?? body?.message ?? t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="min-w-0 break-words">
        {t('lead-repeat.difference', {
          field: label,
          answered: shown(field, answered),
          lead: shown(field, current),
        })}
      </span>
      {inUse ? (
        <span className="text-emerald-800 dark:text-emerald-300">{t('lead-repeat.in_use')}</span>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={t('lead-repeat.use_value_label', {
            value: shown(field, answered),
            field: label,
          })}
          onClick={() => void use()}
        >
          {t('lead-repeat.use_value')}
        </Button>
      )}
      <FormMessage tone="error" text={error} />
    </li>
  );
}

/** A change of the credited partner: by a referral that brought the applicant back, or an admin. */
export function PartnerChangedBody({ event }: { event: TimelineEvent }) {
  const { t } = useTranslation();
  const company = (value: unknown) => {
    const name = record(value).company;
    return typeof name === 'string' ? name : t('lead-repeat.none');
  };
  return (
    <p className="font-medium">
      {event.data.by === 'referral'
        ? t('lead-repeat.event_partner_referral', { after: company(event.data.after) })
        : t('lead-repeat.event_partner_changed', {
            before: company(event.data.before),
            after: company(event.data.after),
          })}
    </p>
  );
}
