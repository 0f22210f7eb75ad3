import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStorage } from '../deal-room/document-storage';

/** What an erasure leaves to delete once committed: document files, and `.eml` copies. */
export interface ErasedFiles {
  storedKeys: string[];
  /** Outbox ids of e-mails sent about the person: `<id>.eml` in the mail folder. */
  mailIds: string[];
}

/**
 * Deletes the files of erased documents once their rows are gone (committed), and the `.eml`
 * copies the file transport kept of the e-mails that named the person (decision 0091). A file
 * whose removal fails has no row left pointing at it, is logged by key or id (no name, no
 * person), and is removed by hand or by the next attempt of the operator.
 */
export async function removeErasedFiles(
  storage: DocumentStorage,
  mailFolder: string | undefined,
  files: ErasedFiles,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const key of files.storedKeys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, storedKey: key }, 'erased document file not removed');
    });
  }
  if (!mailFolder) return;
  for (const id of files.mailIds) {
    await rm(join(mailFolder, `${id}.eml`), { force: true }).catch((error: unknown) => {
      log.warn({ err: error, outboxId: id }, 'erased e-mail file not removed');
    });
  }
}
