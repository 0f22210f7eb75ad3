import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TermSheetStatus } from '../../../shared/deal-room/deal-room';
import {
  ZTermSheetFields,
  type TTermSheet,
  type TTermSheetFields,
} from '../../../shared/deal-room/term-sheet.contract';
import { TERM_SHEET_ENDPOINTS } from '../../../shared/deal-room/term-sheet.endpoints';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { useDealRoomChanged } from './deal-room-queries';
import { GuestLinkList } from './guest-link-list';
import { TermSheetFields } from './term-sheet-form';
import { useAdminTermSheet } from './term-sheet-queries';
import { TermSheetTerms } from './term-sheet-terms';

const STATUS_TONES: Record<TermSheetStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

/** The lead's term sheet: composed, saved, sent by link; final once the applicant accepts it. */
export function TermSheetSection({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const query = useAdminTermSheet(leadId);
  return (
    <section aria-labelledby={`term-sheet-${leadId}`} className="flex flex-col gap-3">
      <h3 id={`term-sheet-${leadId}`} className="text-base font-semibold">
        {t('deal-room-admin.term_sheet.title')}
      </h3>
      <QueryStatus query={query} failed={query.error?.message ?? t('errors.not_found')} />
      {query.data && (
        <TermSheetEditor
          // A new version from the server starts the form again from what was saved.
          key={query.data.term_sheet?.version ?? 0}
          leadId={leadId}
          sheet={query.data.term_sheet}
          defaults={query.data.defaults}
        />
      )}
      <GuestLinkList leadId={leadId} purpose="term-sheet" />
    </section>
  );
}

function TermSheetState({ sheet }: { sheet: TTermSheet | null }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const when = (value: string) => `${date(value, 'short')}, ${date(value, 'time24')}`;
  if (!sheet) return <p>{t('deal-room-admin.term_sheet.none')}</p>;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[sheet.status]}>
          {t(`deal-room-admin.term_sheet.status.${sheet.status}`)}
        </Badge>
        {sheet.sent_at && (
          <span>{t('deal-room-admin.term_sheet.sent_at', { date: when(sheet.sent_at) })}</span>
        )}
        {sheet.viewed_at && (
          <span>{t('deal-room-admin.term_sheet.viewed_at', { date: when(sheet.viewed_at) })}</span>
        )}
      </p>
      {sheet.accepted_at && (
        <p>
          {t('deal-room-admin.term_sheet.accepted_by', {
            name: sheet.accepted_name,
            date: when(sheet.accepted_at),
          })}
        </p>
      )}
      {sheet.declined_at && (
        <p>
          {t('deal-room-admin.term_sheet.declined_because', {
            date: when(sheet.declined_at),
            reason: sheet.decline_reason,
          })}
        </p>
      )}
      {sheet.status === 'draft' && sheet.sent_at && (
        <p>{t('deal-room-admin.term_sheet.revised')}</p>
      )}
    </div>
  );
}

function TermSheetEditor({
  leadId,
  sheet,
  defaults,
}: {
  leadId: string;
  sheet: TTermSheet | null;
  defaults: TTermSheetFields;
}) {
  const { t } = useTranslation();
  const changed = useDealRoomChanged(leadId);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<TTermSheetFields>({
    shouldFocusError: false,
    resolver: formResolver(ZTermSheetFields),
    defaultValues: defaults,
  });
  const { isSubmitting, isDirty } = form.formState;
  const final = sheet?.status === 'accepted';
  // A lead without a term sheet shows one button, not a long empty form.
  const [composing, setComposing] = useState(sheet !== null);
  const sendable = sheet && !final && sheet.status !== 'sent' && sheet.status !== 'viewed';

  /** Saves the form; answers the saved sheet's version, or null when refused. */
  async function save(values: TTermSheetFields): Promise<number | null> {
    setMessage(null);
    try {
      const answer = await callApi(TERM_SHEET_ENDPOINTS.save, {
        params: { id: leadId },
        body: { ...values, ...(sheet ? { version: sheet.version } : {}) },
      });
      showToast('success', answer.message);
      return answer.term_sheet.version;
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
      return null;
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if ((await save(values)) !== null) await changed();
  });

  const saveAndSend = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      const version = isDirty || !sheet ? await save(values) : sheet.version;
      if (version === null) return;
      const answer = await callApi(TERM_SHEET_ENDPOINTS.send, {
        params: { id: leadId },
        body: { version },
      });
      showToast('success', answer.message);
      await changed();
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    } finally {
      setSending(false);
    }
  });

  return (
    <div className="flex flex-col gap-3">
      <TermSheetState sheet={sheet} />
      <FormMessage tone="error" text={message} />
      {final ? (
        <TermSheetTerms sheet={sheet} />
      ) : !composing ? (
        <div>
          <Button variant="secondary" onClick={() => setComposing(true)}>
            {t('deal-room-admin.term_sheet.prepare')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
          <TermSheetFields form={form} disabled={isSubmitting || sending} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" disabled={isSubmitting || sending}>
              {t('deal-room-admin.term_sheet.save')}
            </Button>
            {(sendable || isDirty || !sheet) && (
              <Button
                disabled={isSubmitting || sending}
                aria-busy={sending || undefined}
                onClick={() => void saveAndSend()}
              >
                {sending
                  ? t('deal-room-admin.term_sheet.sending')
                  : t('deal-room-admin.term_sheet.send')}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
