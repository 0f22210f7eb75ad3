import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { documentRequests, settings } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { tokenFromMail, type DealRoomTestApp } from './deal-room.test-support';

export interface DocumentsTestApp extends DealRoomTestApp {
  dataDir: string;
}

/** A test app whose uploads go to a temporary DATA_DIR, and a signed-in admin. */
export function useDocumentsApp(env: Record<string, string> = {}): DocumentsTestApp {
  const context = {} as DocumentsTestApp;
  beforeAll(async () => {
    context.dataDir = mkdtempSync(join(tmpdir(), 'lendref-docs-'));
    context.t = await createTestApp({ APP_KEY: TEST_APP_KEY, DATA_DIR: context.dataDir, ...env });
    context.admin = await context.t.signIn('admin');
  });
  afterAll(async () => {
    await context.t.close();
    rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/** Files under DATA_DIR/uploads (temporary ones under tmp/ included), by path. */
export function storedFiles(app: DocumentsTestApp): string[] {
  const root = join(app.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

export async function setUploadLimitMb(app: DealRoomTestApp, mb: number) {
  await app.t.db
    .insert(settings)
    .values({ key: 'upload_max_mb', value: mb })
    .onConflictDoUpdate({ target: settings.key, set: { value: mb } });
}

/** Requests `types` for the lead, sends the upload link; answers the token and request ids. */
export async function requestDocuments(
  app: DealRoomTestApp,
  lead: { id: string; email: string },
  types: string[] = ['bank_statements', 'photo_id'],
) {
  const saved = await app.t.request({
    method: 'PUT',
    url: `/api/leads/${lead.id}/document-requests`,
    token: app.admin.token,
    payload: { document_types: types },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await app.t.request({
    method: 'POST',
    url: `/api/leads/${lead.id}/guest-links`,
    token: app.admin.token,
    payload: { purpose: 'upload' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const rows = await app.t.db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.leadId, lead.id));
  const requestId = (type: string) => rows.find((row) => row.documentType === type)!.id;
  return { token: await tokenFromMail(lead.email, 'upload', app.t.db), requestId };
}

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart body: the fields first, then the files, as a browser's FormData sends them. */
export function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----lendref${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(`${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: DealRoomTestApp,
  token: string,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  return app.t.request({
    method: 'POST',
    url: `/api/guest/upload/${token}/files`,
    remoteAddress: '198.51.100.30',
    ...multipart(fields, files),
  });
}

/** Small real files: the first bytes are what the server reads. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable's header (MZ … PE). */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(600),
]);
