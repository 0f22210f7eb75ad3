import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStorage } from '../deal-room/document-storage';

/**
 * Deletes the files of erased documents once their rows are gone (committed): a file whose
 * removal fails has no row left pointing at it, is logged by key (no name, no person), and is
 * removed by hand or by the next attempt of the operator.
 */
export async function removeErasedFiles(
  storage: DocumentStorage,
  storedKeys: string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const key of storedKeys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, storedKey: key }, 'erased document file not removed');
    });
  }
}
