import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICANT_MAIL_ENDPOINTS as E } from '../../../shared/applicant-mail/applicant-mail.endpoints';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';
import { callApi } from '../../lib/http/api';
import { ComposeMailFields } from './compose-mail-fields';
import {
  initialCompose,
  toRequest,
  ZComposeFormSchema,
  type ComposeFormValues,
} from './compose-mail-values';
import { MailPreview } from './mail-preview';
import { useMailTemplates } from './use-mail-templates';

type Preview = Awaited<ReturnType<typeof callApi<typeof E.preview>>>;

/**
 * Writes to the applicant: a template or a blank page in their language, a preview rendered by
 * the server exactly as it will be sent, then the send. A refused or failed send keeps
 * everything typed in the dialog; a 422 brings the admin back to the fields at fault.
 */
export function ComposeMailDialog({
  lead,
  onSent,
  onClose,
}: {
  lead: TLeadDetailResponse['lead'];
  onSent: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const templates = useMailTemplates().data?.data ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const form = useForm<ComposeFormValues>({
    shouldFocusError: false,
    resolver: formResolver(ZComposeFormSchema),
    defaultValues: initialCompose(lead.locale),
  });
  const busy = form.formState.isSubmitting;

  const refused = (error: unknown) => {
    // Field errors are on the form: show it again so they can be read and fixed.
    if (error instanceof HttpError && error.status === 422 && error.body?.errors) setPreview(null);
    setFailure(submitFailure(error, form.setError));
  };

  const showPreview = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setPreview(await callApi(E.preview, { params: { id: lead.id }, body: toRequest(values) }));
    } catch (error) {
      refused(error);
    }
  });

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(E.send, { params: { id: lead.id }, body: toRequest(values) });
      await onSent(answer.message);
    } catch (error) {
      refused(error);
    }
  });

  // Two submit buttons: Preview (first, so Enter previews rather than sends) and Send.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'preview'
      ? showPreview(event)
      : send(event);

  return (
    <Modal
      wide
      title={t('applicant-mail.compose.title', { name: `${lead.first_name} ${lead.last_name}` })}
      description={t('applicant-mail.compose.description')}
      onClose={onClose}
    >
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        {!preview && (
          <p className="text-sm break-words">
            {t('applicant-mail.compose.to', { email: lead.email })}
          </p>
        )}
        <FormMessage tone="error" text={failure} />
        {/* Kept mounted while previewing: the fields hold the draft, whatever happens. */}
        <div hidden={preview !== null}>
          <ComposeMailFields form={form} templates={templates} />
        </div>
        {preview && <MailPreview preview={preview} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          {preview ? (
            <Button variant="secondary" onClick={() => setPreview(null)}>
              {t('applicant-mail.compose.back')}
            </Button>
          ) : (
            <Button type="submit" value="preview" variant="secondary" disabled={busy}>
              {t('applicant-mail.compose.preview')}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {t('applicant-mail.compose.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
