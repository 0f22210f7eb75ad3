import { useTranslation } from 'react-i18next';
import type {
  ApplicationSection,
  TApplicationChoices,
  TApplicationDraft,
} from '../../../shared/deal-room/full-application.contract';
import { Button } from '../../components/button';
import { ApplicationAnswers } from './application-answers';

/** The application's last step: every answer, with a button beside each section to edit it. */
export function ApplicationReview({
  draft,
  choices,
  onEdit,
}: {
  draft: TApplicationDraft;
  choices: TApplicationChoices;
  onEdit: (section: ApplicationSection) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p>{t('full-application.review_intro')}</p>
      <ApplicationAnswers
        data={draft}
        choices={choices}
        actions={(section) => (
          <Button variant="secondary" size="sm" onClick={() => onEdit(section)}>
            {t('full-application.edit_step', { step: t(`full-application.steps.${section}`) })}
          </Button>
        )}
      />
    </div>
  );
}
