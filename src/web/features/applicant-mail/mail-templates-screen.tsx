import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMailTemplate } from '../../../shared/applicant-mail/applicant-mail.contract';
import { APPLICANT_MAIL_ENDPOINTS as E } from '../../../shared/applicant-mail/applicant-mail.endpoints';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { callApi } from '../../lib/http/api';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { MailTemplateDialog } from './mail-template-dialog';
import { MailTemplateItem } from './mail-template-item';
import { useMailTemplates, useRefreshMailTemplates } from './use-mail-templates';

// The list shows templates in use or archived ones; which, in the address (decision 0065).
const CODEC: ListCodec<{ archived: boolean }> = {
  read: (search) => ({ archived: search.get('show') === 'archived' }),
  write: ({ archived }) => new URLSearchParams(archived ? { show: 'archived' } : {}),
};

/** /settings/email-templates (issue 34, item 2): ready-made e-mails to applicants. */
export function MailTemplatesScreen() {
  const { t } = useTranslation();
  const list = useListParams(CODEC);
  const { archived } = list.params;
  const query = useMailTemplates(archived);
  const refresh = useRefreshMailTemplates();
  const [editing, setEditing] = useState<{ template?: TMailTemplate } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const templates = query.data?.data ?? [];

  async function archive(template: TMailTemplate, next: boolean) {
    setBusy(template.id);
    try {
      const answer = await callApi(E.updateTemplate, {
        params: { id: template.id },
        body: { archived: next },
      });
      showToast('success', answer.message);
      await refresh();
    } catch (failure) {
      toastFailure(failure, t('errors.submit_refused'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <article className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('applicant-mail.templates.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('applicant-mail.templates.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <SelectField
            label={t('applicant-mail.templates.show')}
            value={archived ? 'archived' : 'active'}
            onChange={(event) => list.update({ archived: event.target.value === 'archived' })}
            options={[
              { value: 'active', label: t('applicant-mail.templates.show_active') },
              { value: 'archived', label: t('applicant-mail.templates.show_archived') },
            ]}
          />
        </div>
        <Button onClick={() => setEditing({})}>{t('applicant-mail.templates.add')}</Button>
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.isSuccess && templates.length === 0 && (
        <EmptyState
          title={
            archived
              ? t('applicant-mail.templates.empty_archived')
              : t('applicant-mail.templates.empty')
          }
        />
      )}
      {templates.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('applicant-mail.templates.title')}>
          {templates.map((template) => (
            <MailTemplateItem
              key={template.id}
              template={template}
              busy={busy === template.id}
              onEdit={() => setEditing({ template })}
              onArchive={(next) => void archive(template, next)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <MailTemplateDialog
          template={editing.template}
          onClose={() => setEditing(null)}
          onDone={async (message) => {
            setEditing(null);
            showToast('success', message);
            await refresh();
          }}
        />
      )}
    </article>
  );
}
