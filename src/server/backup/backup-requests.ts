import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { writeBackup } from './backup';

/**
 * `npm run backup` while the server runs: the embedded database belongs to this process, so the
 * command leaves a request file in the data folder and sends SIGUSR2; the server writes the
 * backup and answers in a result file. Only someone who may signal the process (its user, root)
 * can ask: no network route, no token.
 */
export const REQUEST_FILE = 'backup-request.json';
export const RESULT_FILE = 'backup-result.json';

const ZBackupRequest = z.object({ id: z.string().min(1).max(100), target: z.string() });

export function listenForBackupRequests(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): () => void {
  let queue = Promise.resolve();
  const answer = (result: object) =>
    writeFileSync(join(dataDir, RESULT_FILE), `${JSON.stringify(result)}\n`);
  const onSignal = () => {
    queue = queue.then(async () => {
      let id = '';
      try {
        const request = ZBackupRequest.parse(
          JSON.parse(readFileSync(join(dataDir, REQUEST_FILE), 'utf8')),
        );
        id = request.id;
        const manifest = await writeBackup(database, dataDir, request.target);
        log.info({ target: request.target, leads: manifest.leads }, 'backup written');
        answer({ id, ok: true, manifest });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error }, 'backup failed');
        answer({ id, ok: false, error: message });
      }
    });
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}
