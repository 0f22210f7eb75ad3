import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { LeadConflict } from './lead-conflict';
import { LeadFormFields } from './lead-form-fields';
import {
  leadFormSchema,
  toFormValues,
  type LeadFormOutput,
  type LeadFormValues,
} from './lead-form-values';
import { useLeadChanged } from './lead-queries';

/**
 * The lead's fields, saved with the version they were read at. A 409 means someone else saved
 * first: the admin reloads the lead and keeps what they typed on top of it.
 */
export function LeadEditForm({
  detail,
  reload,
}: {
  detail: TLeadDetailResponse;
  reload: () => Promise<TLeadDetailResponse | undefined>;
}) {
  const { t } = useTranslation();
  const { lead } = detail;
  const changed = useLeadChanged(lead.id);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useForm<LeadFormValues, unknown, LeadFormOutput>({
    shouldFocusError: false,
    resolver: formResolver<ReturnType<typeof leadFormSchema>, LeadFormValues>(
      leadFormSchema(detail),
    ),
    defaultValues: toFormValues(lead),
  });
  const { isSubmitting, dirtyFields } = form.formState;

  // Another change on this screen (status, assignment) gave a new version: follow it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(lead));
  }, [lead, form]);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const edited = Object.keys(dirtyFields) as (keyof typeof values)[];
    const body = Object.fromEntries(edited.map((field) => [field, values[field]]));
    try {
      // The conflict panel below answers a 409; the catalogue's alert would say it twice.
      const answer = await callApi(
        LEAD_DETAIL_ENDPOINTS.update,
        { params: { id: lead.id }, body: { ...body, version: lead.version } },
        { handled: [409] },
      );
      form.reset(toFormValues(answer.lead));
      await changed(answer);
      showToast('success', t('lead.saved'));
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      else setMessage(submitFailure(error, form.setError));
    }
  });

  async function reloadKeepingEdits() {
    const typed = form.getValues();
    const edited = Object.keys(form.formState.dirtyFields) as Path<LeadFormValues>[];
    const fresh = await reload();
    if (!fresh) return;
    form.reset(toFormValues(fresh.lead));
    for (const field of edited) form.setValue(field, typed[field], { shouldDirty: true });
    setConflict(false);
  }

  return (
    <Card title={t('lead.details')}>
      {conflict && <LeadConflict onReload={reloadKeepingEdits} />}
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <LeadFormFields form={form} detail={detail} />
        <div>
          <SubmitButton busy={isSubmitting}>{t('lead.save')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
