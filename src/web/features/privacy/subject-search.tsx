import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRIVACY_ENDPOINTS, PRIVACY_EXPORT_PATH } from '../../../shared/privacy/privacy.endpoints';
import { ZPrivacySubjectSchema, type TSubjectLead } from '../../../shared/privacy/privacy.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { downloadFile } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { EraseDialog } from './erase-dialog';
import { SubjectLeadsTable } from './subject-leads-table';

/** Finds an applicant's leads by e-mail, then exports them as one ZIP or erases them. */
export function SubjectSearch({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [found, setFound] = useState<{ email: string; leads: TSubjectLead[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZPrivacySubjectSchema),
    defaultValues: { email: initialEmail ?? '' },
  });

  const lookup = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await callApi(PRIVACY_ENDPOINTS.lookup, { body: { email } });
      setFound({ email, leads: answer.leads });
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  // Opened from a lead: its applicant's leads are shown at once.
  useEffect(() => {
    if (initialEmail) void lookup();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address it opened with
  }, []);

  const exportData = async (email: string) => {
    setExporting(true);
    try {
      await downloadFile(PRIVACY_EXPORT_PATH, { body: { email } });
      showToast('success', t('privacy.export_done'));
      await client.invalidateQueries({ queryKey: ['privacy-requests'] });
    } catch (error) {
      toastFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={t('privacy.search_title')}>
      <form
        onSubmit={submitHandler(lookup)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
      >
        <div className="grow">
          <TextField
            label={t('privacy.email')}
            type="email"
            autoComplete="off"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div className="sm:pt-7">
          <SubmitButton busy={form.formState.isSubmitting}>{t('privacy.find')}</SubmitButton>
        </div>
      </form>
      <FormMessage tone="error" text={failure} />
      {found && (
        <div className="flex flex-col gap-3" aria-live="polite">
          <SubjectLeadsTable leads={found.leads} />
          {found.leads.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={exporting}
                onClick={() => void exportData(found.email)}
              >
                {t('privacy.export')}
              </Button>
              <Button variant="danger" onClick={() => setErasing(true)}>
                {t('privacy.erase')}
              </Button>
            </div>
          )}
        </div>
      )}
      {erasing && found && (
        <EraseDialog
          email={found.email}
          leads={found.leads}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            setFound({ email: found.email, leads: [] });
            void client.invalidateQueries({ queryKey: ['privacy-requests'] });
          }}
        />
      )}
    </Card>
  );
}
