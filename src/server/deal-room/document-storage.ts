import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '../config';

/**
 * Where uploaded documents live (decision 0030). A file is first written under a temporary key
 * and only committed to its final key once every byte has arrived, so an upload cut off halfway
 * leaves nothing behind. Keys are generated (uuid), never taken from the guest's file name.
 */
export interface DocumentStorage {
  /** Writes the stream under a new temporary key; rejects (and removes it) when it fails. */
  stage(source: Readable): Promise<string>;
  /** Moves a staged file to its final key. */
  commit(tempKey: string, key: string): Promise<void>;
  /** Removes a staged or committed file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  open(key: string): Promise<Readable>;
  /**
   * Removes staged files last written before `before`: what a process killed mid-upload left
   * (decision 0044). Answers how many went.
   */
  sweepStaged(before: Date): Promise<number>;
}

/** A new final key: a uuid, nothing from the guest. */
export const newStoredKey = () => randomUUID();

const TEMP_PREFIX = 'tmp';
const KEY = /^(tmp\/)?[0-9a-f-]{36}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a stored key: ${key}`);
  return key;
}

/** Files on the local disk, under `dir` (the app's DATA_DIR/uploads by default). */
function diskStorage(dir: string): DocumentStorage {
  const pathOf = (key: string) => join(dir, checkKey(key));
  return {
    async stage(source) {
      await mkdir(join(dir, TEMP_PREFIX), { recursive: true });
      const key = `${TEMP_PREFIX}/${randomUUID()}`;
      try {
        await pipeline(source, createWriteStream(pathOf(key), { flags: 'wx' }));
      } catch (error) {
        await rm(pathOf(key), { force: true });
        throw error;
      }
      return key;
    },
    async commit(tempKey, key) {
      await rename(pathOf(tempKey), pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async open(key) {
      const stream = createReadStream(pathOf(key));
      // Fails here (ENOENT) rather than halfway through an answer already begun.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async sweepStaged(before) {
      const names = await readdir(join(dir, TEMP_PREFIX)).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(dir, TEMP_PREFIX, name);
        const written = await stat(path).then(
          (info) => info.mtime,
          () => null,
        );
        if (written && written < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket; uploads stream through multipart upload, never held in memory. */
export function s3Storage(settings: S3Settings): DocumentStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  };
  return {
    async stage(source) {
      const key = `${TEMP_PREFIX}/${randomUUID()}`;
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: source } });
      // A source that fails (the guest went away) must stop the upload, not leave it waiting.
      const failed = new Promise<never>((_, reject) => {
        source.once('error', (error) => {
          void upload.abort().catch(() => undefined);
          reject(error);
        });
      });
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw error;
      }
      return key;
    },
    async commit(tempKey, key) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: checkKey(key),
          CopySource: `${Bucket}/${checkKey(tempKey)}`,
        }),
      );
      await remove(tempKey);
    },
    remove,
    async open(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body');
      return answer.Body;
    },
    async sweepStaged(before) {
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${TEMP_PREFIX}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified || object.LastModified >= before) continue;
          await remove(object.Key);
          removed += 1;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
  };
}

/** S3 when its settings are all present (config.ts checks they come together), else the disk. */
export function storageFromConfig(config: AppConfig): DocumentStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT ?? '',
      region: config.S3_REGION ?? '',
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return diskStorage(join(config.DATA_DIR, 'uploads'));
}
