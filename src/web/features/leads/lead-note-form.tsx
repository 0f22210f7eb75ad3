import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAddLeadNoteRequestSchema } from '../../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { controlClass } from '../../components/form/control-class';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from './lead-queries';

/** An internal note: it goes to the timeline, never to partners. */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const changed = useLeadChanged(leadId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZAddLeadNoteRequestSchema),
    defaultValues: { note: '' },
  });
  const error = form.formState.errors.note?.message;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await callApi(LEAD_DETAIL_ENDPOINTS.note, { params: { id: leadId }, body: values });
      form.reset();
      await changed();
      showToast('success', t('lead.note_added'));
    } catch (failure) {
      setMessage(submitFailure(failure, form.setError));
    }
  });

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-2" noValidate>
      <FormMessage tone="error" text={message} />
      <label htmlFor="lead-note" className="font-medium">
        {t('lead.note_label')}
      </label>
      <textarea
        id="lead-note"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'lead-note-error' : undefined}
        className={controlClass(Boolean(error))}
        {...form.register('note')}
      />
      {error && (
        <p id="lead-note-error" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div>
        <SubmitButton busy={form.formState.isSubmitting}>{t('lead.add_note')}</SubmitButton>
      </div>
    </form>
  );
}
