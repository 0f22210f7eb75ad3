import { useTranslation } from 'react-i18next';

/**
 * The e-mail as the server rendered it for sending. In a sandboxed frame: its HTML (already
 * escaped and limited by the server's Markdown) can neither run nor reach this page.
 */
export function MailPreview({
  preview,
}: {
  preview: { to: string; subject: string; html: string };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mail-preview-title" className="flex flex-col gap-2">
      <h3 id="mail-preview-title" className="font-semibold">
        {t('applicant-mail.compose.preview_title')}
      </h3>
      <p className="text-sm break-words">{t('applicant-mail.compose.to', { email: preview.to })}</p>
      <p className="font-medium break-words">
        {t('applicant-mail.compose.preview_subject', { subject: preview.subject })}
      </p>
      <iframe
        title={t('applicant-mail.compose.preview_title')}
        sandbox=""
        srcDoc={preview.html}
        className="h-80 w-full rounded-md border border-slate-300 bg-white dark:border-slate-600"
      />
    </section>
  );
}
