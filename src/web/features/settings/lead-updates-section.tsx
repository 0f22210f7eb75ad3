import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEAD_UPDATE_LEVELS } from '../../../shared/notifications/lead-updates';
import {
  ZLeadUpdatesSchema,
  type TLeadUpdates,
} from '../../../shared/notifications/notifications.contract';
import { NOTIFICATIONS_ENDPOINTS } from '../../../shared/notifications/notifications.endpoints';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { useSavedChoiceForm } from '../../lib/forms/use-saved-choice-form';

/**
 * A partner's choice of e-mails about their leads: every stage, milestones only, or none
 * (docs/decisions/0055). Shown once the partner's own choice is read; an account that is not
 * an active partner reads nothing and sees nothing.
 */
export function LeadUpdatesSection() {
  const saved = useQuery({
    queryKey: ['lead-updates'],
    queryFn: () => callApi(NOTIFICATIONS_ENDPOINTS.leadUpdates, {}),
    retry: false,
  });
  return saved.data ? <LeadUpdatesForm saved={saved.data} /> : null;
}

/** The choice as saved, as three radios; a save answers the stored choice and a message. */
function LeadUpdatesForm({ saved }: { saved: TLeadUpdates }) {
  const { t } = useTranslation();
  const { form, message, onSubmit } = useSavedChoiceForm({
    schema: ZLeadUpdatesSchema,
    saved,
    save: async (values) => {
      const answer = await callApi(NOTIFICATIONS_ENDPOINTS.saveLeadUpdates, { body: values });
      return { stored: { lead_updates: answer.lead_updates }, message: answer.message };
    },
  });

  return (
    <section aria-labelledby="lead-updates-heading" className="flex flex-col gap-3">
      <h2 id="lead-updates-heading" className="text-xl font-semibold">
        {t('notifications.lead_updates.title')}
      </h2>
      <FormMessage {...message} />
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby="lead-updates-hint">
          <legend className="sr-only">{t('notifications.lead_updates.title')}</legend>
          <p id="lead-updates-hint" className="text-slate-700 dark:text-slate-300">
            {t('notifications.lead_updates.hint')}
          </p>
          {LEAD_UPDATE_LEVELS.map((level) => (
            // Only the option's name labels the radio; its explanation describes it.
            <div
              key={level}
              className="flex items-start gap-3 rounded border border-slate-400 px-3 py-2 has-[:checked]:border-[var(--theme-color)] has-[:checked]:ring-2 has-[:checked]:ring-[var(--theme-color)] dark:border-slate-500"
            >
              <input
                id={`lead-updates-${level}`}
                type="radio"
                value={level}
                className="mt-1.5"
                aria-describedby={`lead-updates-${level}-hint`}
                {...form.register('lead_updates')}
              />
              <div className="flex min-w-0 flex-col">
                <label htmlFor={`lead-updates-${level}`} className="cursor-pointer font-medium">
                  {t(`notifications.lead_updates.${level}`)}
                </label>
                <p
                  id={`lead-updates-${level}-hint`}
                  className="text-sm text-slate-600 dark:text-slate-300"
                >
                  {t(`notifications.lead_updates.${level}_hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>
            {t('notifications.lead_updates.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
