import { useTranslation } from 'react-i18next';
import type { TMailTemplate } from '../../../shared/applicant-mail/applicant-mail.contract';
import { normalizeLocale, FALLBACK_LOCALE } from '../../../shared/i18n/locales';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { useFormats } from '../../lib/preferences/use-formats';

/** One template: its name, its subject in the reader's language, when it last changed, actions. */
export function MailTemplateItem({
  template,
  busy,
  onEdit,
  onArchive,
}: {
  template: TMailTemplate;
  busy: boolean;
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const language = normalizeLocale(i18n.language) ?? FALLBACK_LOCALE;
  const subject = template.content[language]?.subject ?? template.content.en?.subject ?? '';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words">
          {template.name}{' '}
          {template.archived && <Badge>{t('applicant-mail.templates.archived_badge')}</Badge>}
        </p>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">{subject}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('applicant-mail.templates.updated', { date: formats.date(template.updated_at) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!template.archived && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('applicant-mail.templates.edit_label', { name: template.name })}
            onClick={onEdit}
          >
            {t('applicant-mail.templates.edit')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t(
            template.archived
              ? 'applicant-mail.templates.restore_label'
              : 'applicant-mail.templates.archive_label',
            { name: template.name },
          )}
          onClick={() => onArchive(!template.archived)}
        >
          {template.archived
            ? t('applicant-mail.templates.restore')
            : t('applicant-mail.templates.archive')}
        </Button>
      </div>
    </li>
  );
}
