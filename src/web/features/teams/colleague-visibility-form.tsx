import { useTranslation } from 'react-i18next';
import { COLLEAGUE_VISIBILITIES } from '../../../shared/teams/team-roles';
import {
  ZColleagueVisibilityRequestSchema,
  type TColleagueVisibilityRequest,
} from '../../../shared/teams/teams.contract';
import { TEAM_ENDPOINTS } from '../../../shared/teams/teams.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { useSavedChoiceForm } from '../../lib/forms/use-saved-choice-form';

/** The owner's choice: colleagues see the firm's leads, or only the leads each referred. */
export function ColleagueVisibilityForm({
  saved,
  onDone,
}: {
  saved: TColleagueVisibilityRequest;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { form, message, onSubmit } = useSavedChoiceForm({
    schema: ZColleagueVisibilityRequestSchema,
    saved,
    save: async (values) => {
      const answer = await callApi(TEAM_ENDPOINTS.setVisibility, { body: values });
      await onDone();
      return { stored: values, message: answer.message };
    },
  });

  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <FormMessage {...message} />
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-lg font-semibold">{t('team.visibility_legend')}</legend>
          {COLLEAGUE_VISIBILITIES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-3 rounded border border-slate-400 px-3 py-2 has-[:checked]:border-[var(--theme-color)] has-[:checked]:ring-2 has-[:checked]:ring-[var(--theme-color)] dark:border-slate-500"
            >
              <input type="radio" value={choice} {...form.register('colleagues_see')} />
              <span>{t(`team.visibility.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>
            {t('team.visibility_save')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
