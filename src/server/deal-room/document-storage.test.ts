import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema';
import { dealRoomLead } from './deal-room.test-support';
import { testConfig } from '../../../tests/support/test-app';
import {
  newStoredKey,
  s3Storage,
  storageFromConfig,
  type DocumentStorage,
} from './document-storage';
import { PDF, requestDocuments, upload, useDocumentsApp } from './documents.test-support';

/** A real S3-compatible server (s3rver) on loopback, its objects in a temporary folder. */
const BUCKET = 'lendref-documents';
const s3Dir = mkdtempSync(join(tmpdir(), 'lendref-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: s3Dir,
  silent: true,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'ap-southeast-2',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
afterAll(async () => {
  await server.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** Object keys in the bucket, as s3rver lays them out on disk. */
function objectKeys(): string[] {
  const root = join(s3Dir, BUCKET);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .replace(/\._S3rver_object$/, ''),
    );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage', () => {
  let storage: DocumentStorage;
  beforeAll(() => {
    storage = s3Storage({
      bucket: BUCKET,
      endpoint: S3_ENV.S3_ENDPOINT,
      region: S3_ENV.S3_REGION,
      accessKeyId: S3_ENV.S3_ACCESS_KEY_ID,
      secretAccessKey: S3_ENV.S3_SECRET_ACCESS_KEY,
    });
  });

  it('stages under tmp/, commits to the final key, reads the same bytes back, removes', async () => {
    // Larger than one multipart part (5 MB), streamed in small chunks.
    const content = Buffer.alloc(6 * 1024 * 1024 + 123, 'x');
    const chunks = Array.from({ length: Math.ceil(content.length / 65_536) }, (_, index) =>
      content.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const tempKey = await storage.stage(Readable.from(chunks));
    expect(tempKey).toMatch(/^tmp\/[0-9a-f-]{36}$/);
    expect(objectKeys()).toContain(tempKey);
    const key = newStoredKey();
    await storage.commit(tempKey, key);
    expect(objectKeys()).toContain(key);
    expect(objectKeys()).not.toContain(tempKey);
    expect((await readAll(await storage.open(key))).equals(content)).toBe(true);
    await storage.remove(key);
    expect(objectKeys()).not.toContain(key);
  });

  it('leaves nothing when the source fails halfway', async () => {
    const before = objectKeys();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 'a');
        throw new Error('the guest went away');
      })(),
    );
    await expect(storage.stage(failing)).rejects.toThrow('the guest went away');
    expect(objectKeys()).toEqual(before);
  });

  it('refuses a key that is not one it generated', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toThrow(/not a stored key/);
  });
});

/** What a process killed mid-upload leaves is swept (decision 0044); nothing newer, nothing final. */
describe.each([
  ['S3', () => storageFromConfig(testConfig({ ...S3_ENV }))],
  ['local disk', () => storageFromConfig(testConfig({ DATA_DIR: join(s3Dir, 'disk') }))],
])('sweeping staged files (%s)', (_name, makeStorage) => {
  it('removes staged files written before the cut, keeps newer ones and committed files', async () => {
    const storage = makeStorage();
    await storage.sweepStaged(new Date(Date.now() + 60_000));
    const committed = newStoredKey();
    await storage.commit(await storage.stage(Readable.from([Buffer.from('kept')])), committed);
    const staged = await storage.stage(Readable.from([Buffer.from('left by a killed process')]));

    expect(await storage.sweepStaged(new Date(Date.now() - 60_000))).toBe(0);
    expect((await readAll(await storage.open(staged))).toString()).toBe('left by a killed process');
    expect(await storage.sweepStaged(new Date(Date.now() + 60_000))).toBe(1);
    await expect(storage.open(staged)).rejects.toThrow();
    expect((await readAll(await storage.open(committed))).toString()).toBe('kept');
    await storage.remove(committed);
  });
});

describe('the app on S3 (S3_* set)', () => {
  const app = useDocumentsApp(S3_ENV);

  it('stores an upload in the bucket and downloads it back', async () => {
    const lead = await dealRoomLead(app);
    const { token, requestId } = await requestDocuments(app, lead, ['bank_statements']);
    const answer = await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: 'statement.pdf', content: PDF },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await app.t.db.select().from(documents).where(eq(documents.leadId, lead.id));
    expect(objectKeys()).toContain(row!.storedKey);
    expect(objectKeys().filter((key) => key.startsWith('tmp/'))).toEqual([]);
    const file = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}/documents/${row!.id}/file`,
      token: app.admin.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});
