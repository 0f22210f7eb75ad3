import { MAX_FILES_PER_UPLOAD, type TGuestUpload } from '../../shared/deal-room/documents.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { loadChecklist } from './documents.queries';
import type { OpenedLink } from './guest-links.queries';
import { guestContext } from './guest-context';

import { maxFileMb } from './upload-limits';

/** The guest's checklist: what is asked, what is still missing, each file's state and reason. */
export async function readGuestUpload(
  db: Db,
  link: OpenedLink,
  locale: Locale,
): Promise<TGuestUpload> {
  const checklist = await loadChecklist(db, link.leadId, locale);
  return {
    context: guestContext(link),
    requests: checklist.map((request) => ({
      id: request.id,
      label: request.label,
      missing: request.missing,
      files: request.files.map(({ mime: _mime, ...file }) => file),
    })),
    max_file_mb: await maxFileMb(db),
    max_files: MAX_FILES_PER_UPLOAD,
  };
}
