import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  ZAcceptTermSheetRequest,
  ZDeclineTermSheetRequest,
  type TGuestTermSheet,
} from '../../../shared/deal-room/term-sheet.contract';
import { TERM_SHEET_ENDPOINTS } from '../../../shared/deal-room/term-sheet.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { useFormats } from '../../lib/preferences/use-formats';

type Sheet = TGuestTermSheet['term_sheet'];

/** A 409 (answered already, changed, expired) is said in the form, not in a second alert. */
const HANDLED = { handled: [409] } as const;

/**
 * An answer form: checked with its shared schema, sent, and on refusal the reason said in the
 * form (field errors on their fields); on success the page reads the sheet again.
 */
function useAnswerForm<S extends z.ZodType<FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S> & FieldValues>,
  send: (values: z.output<S>) => Promise<unknown>,
  onAnswered: () => void,
) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    shouldFocusError: false,
    resolver: formResolver<S, z.input<S> & FieldValues, z.output<S>>(schema),
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await send(values);
      onAnswered();
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });
  return { form, submit, message };
}

/** Where the applicant answers: accept (name typed, box ticked) or decline with a reason. */
export function TermSheetAnswer({
  token,
  sheet,
  onAnswered,
}: {
  token: string;
  sheet: Sheet;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const [declining, setDeclining] = useState(false);

  if (sheet.status === 'accepted' && sheet.accepted_at) {
    return (
      <p
        role="status"
        className="rounded border-l-4 border-emerald-600 bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {t('deal-room.term_sheet.accepted_on', {
          name: sheet.accepted_name,
          date: date(sheet.accepted_at, 'long'),
        })}
      </p>
    );
  }
  if (sheet.status === 'declined') {
    return <p role="status">{t('deal-room.term_sheet.declined_already')}</p>;
  }
  if (sheet.status === 'expired' || !sheet.content_hash) {
    return <p role="status">{t('deal-room.term_sheet.expired')}</p>;
  }
  return (
    <div className="flex flex-col gap-6 print:hidden">
      <AcceptForm token={token} contentHash={sheet.content_hash} onAnswered={onAnswered} />
      {declining ? (
        <DeclineForm token={token} onAnswered={onAnswered} onCancel={() => setDeclining(false)} />
      ) : (
        <div>
          <Button variant="ghost" onClick={() => setDeclining(true)}>
            {t('deal-room.term_sheet.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}

function AcceptForm({
  token,
  contentHash,
  onAnswered,
}: {
  token: string;
  contentHash: string;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, message } = useAnswerForm(
    ZAcceptTermSheetRequest,
    { full_name: '', agree: false as unknown as true, content_hash: contentHash },
    (body) => callApi(TERM_SHEET_ENDPOINTS.guestAccept, { params: { token }, body }, HANDLED),
    onAnswered,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={submitHandler(submit)}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:p-6 dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">{t('deal-room.term_sheet.accept_title')}</h2>
      <FormMessage tone="error" text={message} />
      <TextField
        label={t('deal-room.term_sheet.full_name')}
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'agree-error' : undefined}
            {...form.register('agree')}
          />
          <span>{t('deal-room.term_sheet.agree')}</span>
        </label>
        {errors.agree && (
          <p id="agree-error" className="text-sm text-red-700 dark:text-red-300">
            {errors.agree.message}
          </p>
        )}
      </div>
      <div>
        <SubmitButton busy={isSubmitting} busyLabel={t('deal-room.term_sheet.accepting')}>
          {t('deal-room.term_sheet.accept')}
        </SubmitButton>
      </div>
    </form>
  );
}

function DeclineForm({
  token,
  onAnswered,
  onCancel,
}: {
  token: string;
  onAnswered: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, message } = useAnswerForm(
    ZDeclineTermSheetRequest,
    { reason: '' },
    (body) => callApi(TERM_SHEET_ENDPOINTS.guestDecline, { params: { token }, body }, HANDLED),
    onAnswered,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submitHandler(submit)} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('deal-room.term_sheet.decline_title')}</h2>
      <FormMessage tone="error" text={message} />
      <TextAreaField
        label={t('deal-room.term_sheet.decline_reason')}
        maxLength={2000}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting}>{t('deal-room.term_sheet.decline_confirm')}</SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('deal-room.term_sheet.cancel')}
        </Button>
      </div>
    </form>
  );
}
