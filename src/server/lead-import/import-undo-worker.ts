import type { Db } from '../db/client';
import { startQueuePoller, type RunningWorker } from '../lib/queue-poller';
import { undoImportChunk, UNDO_CHUNK } from './undo-import-chunk';

interface UndoLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Runs the imports' undos in the background (decision 0090): a chunk per transaction, the next
 * at once (a timer turn apart, so requests waiting for the database are answered between
 * chunks), then a poll every `intervalMs` for the next undo asked for.
 */
export function startImportUndoWorker(
  db: Db,
  options: { intervalMs: number; chunkSize?: number },
  log: UndoLog,
): RunningWorker {
  return startQueuePoller({
    intervalMs: options.intervalMs,
    async runBatch() {
      const outcome = await undoImportChunk(db, options.chunkSize ?? UNDO_CHUNK);
      if (!outcome) return false;
      if (outcome.kept.length > 0) {
        log.info(
          { batchId: outcome.batchId, kept: outcome.kept },
          'import undo kept leads changed since',
        );
      }
      if (outcome.finished) log.info(outcome, 'lead import undone');
      return true;
    },
    onError: (error) => log.warn({ err: error }, 'import undo chunk failed; will retry'),
  });
}
