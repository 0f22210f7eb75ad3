/**
 * Rows done of each running import or dry run, kept in this process. The import's transaction
 * commits all at once, so nothing it writes is visible while it runs; the progress bar reads
 * this instead (one process runs a batch: its lock is held until the end).
 */
const running = new Map<string, { done: number; total: number }>();

export const importProgress = {
  start(batchId: string, total: number) {
    running.set(batchId, { done: 0, total });
  },
  advance(batchId: string, rows: number) {
    const progress = running.get(batchId);
    if (progress) progress.done += rows;
  },
  end(batchId: string) {
    running.delete(batchId);
  },
  of(batchId: string) {
    return running.get(batchId) ?? null;
  },
};
