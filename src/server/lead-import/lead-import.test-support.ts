import { expect } from 'vitest';
import { isValidAbn } from '../../shared/leads/abn';
import { isValidNzbn } from '../../shared/leads/nzbn';
import type { TestApp } from '../../../tests/support/test-app';
import { multipart } from '../deal-room/documents.test-support';
import type { Db } from '../db/client';
import { undoImportChunk } from './undo-import-chunk';

/** A random valid ABN (11 digits, mod-89 check) or NZBN (13 digits, GS1 check digit). */
export function businessNumber(market: 'AU' | 'NZ'): string {
  for (;;) {
    const candidate =
      market === 'AU'
        ? String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999))
        : `94290${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (market === 'AU' ? isValidAbn(candidate) : isValidNzbn(candidate)) return candidate;
  }
}

/** A CSV of these rows, `;` or `,` separated, every cell quoted (quotes doubled). */
export function csv(rows: (string | number)[][], delimiter = ','): string {
  return rows
    .map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(delimiter))
    .join('\r\n');
}

export function uploadCsv(t: TestApp, token: string, content: string | Buffer, name = 'book.csv') {
  return t.request({
    method: 'POST',
    url: '/api/lead-imports',
    token,
    ...multipart({}, [
      {
        name,
        content: Buffer.isBuffer(content) ? content : Buffer.from(content),
        type: 'text/csv',
      },
    ]),
  });
}

/** Uploads, then saves the guessed mapping (and a market for rows naming none). */
export async function stageAndMap(
  t: TestApp,
  token: string,
  content: string | Buffer,
  defaultMarket: 'AU' | 'NZ' | null = null,
) {
  const uploaded = await uploadCsv(t, token, content);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { batch, guessed } = uploaded.json();
  const mapped = await t.request({
    method: 'PUT',
    url: `/api/lead-imports/${batch.id}/mapping`,
    token,
    payload: { mapping: guessed, default_market: defaultMarket },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return mapped.json() as { id: string; row_count: number };
}

export const QUICK_HEADERS = ['First name', 'Last name', 'E-mail', 'Mobile', 'Amount', 'Market'];

/** Runs every undo asked for to its end, as the background worker would (decision 0090). */
export async function finishUndos(db: Db, chunkSize?: number) {
  while (await undoImportChunk(db, chunkSize)) {
    // each round puts back one chunk
  }
}
