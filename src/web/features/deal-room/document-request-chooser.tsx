import { useTranslation } from 'react-i18next';
import type { TAdminDocuments } from '../../../shared/deal-room/documents.contract';
import { DOCUMENT_ENDPOINTS } from '../../../shared/deal-room/documents.endpoints';
import { GUEST_LINK_ENDPOINTS } from '../../../shared/deal-room/guest-links.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import type { DocumentRequestEditor } from './use-document-request-editor';

/**
 * Which documents the applicant is asked for (a type with files cannot be dropped), saving that
 * choice, and sending the upload link once it is saved.
 */
export function DocumentRequestChooser({
  leadId,
  documents,
  editor,
}: {
  leadId: string;
  documents: TAdminDocuments;
  editor: DocumentRequestEditor;
}) {
  const { t } = useTranslation();
  const { edited, setEdited, busy, error, act } = editor;
  const { document_types: offered } = documents;
  const list = documents.requests;
  // A type requested before and since retired from the market stays on the list.
  const choices = [
    ...offered,
    ...list
      .filter((request) => !offered.some((type) => type.value === request.document_type))
      .map((request) => ({ value: request.document_type, label: request.label })),
  ];
  const saved = list.map((request) => request.document_type);
  const chosen = edited ?? saved;
  const unchanged = chosen.length === saved.length && chosen.every((type) => saved.includes(type));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('documents.admin.choose')}</legend>
      {choices.length === 0 && <p className="text-sm">{t('documents.admin.no_types')}</p>}
      <div className="grid gap-1 sm:grid-cols-2">
        {choices.map((type) => {
          const request = list.find((item) => item.document_type === type.value);
          const locked = (request?.files.length ?? 0) > 0;
          return (
            <label key={type.value} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={chosen.includes(type.value)}
                disabled={locked || busy}
                onChange={(event) =>
                  setEdited(
                    event.target.checked
                      ? [...chosen, type.value]
                      : chosen.filter((value) => value !== type.value),
                  )
                }
              />
              <span>
                {type.label}
                {locked && (
                  <span className="text-slate-600 dark:text-slate-300">
                    {' '}
                    ({t('documents.admin.has_files')})
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('documents.admin.choose_help')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || unchanged}
          onClick={() =>
            void act(() =>
              callApi(DOCUMENT_ENDPOINTS.request, {
                params: { id: leadId },
                body: { document_types: chosen },
              }),
            )
          }
        >
          {t('documents.admin.save')}
        </Button>
        <Button
          size="sm"
          disabled={busy || list.length === 0 || !unchanged}
          onClick={() =>
            void act(() =>
              callApi(GUEST_LINK_ENDPOINTS.send, {
                params: { id: leadId },
                body: { purpose: 'upload' },
              }),
            )
          }
        >
          {t('documents.admin.send_link')}
        </Button>
      </div>
      <FormMessage tone="error" text={error} />
    </fieldset>
  );
}
