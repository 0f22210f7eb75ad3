import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { MAX_FILES_PER_UPLOAD } from '../../shared/deal-room/documents.contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { documents, leads } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { AppError } from '../errors';
import { readSettings } from '../settings/app-settings';
import type { OpenedLink } from './guest-links.queries';

export const MB = 1024 * 1024;

/** The limits of guest uploads set by configuration (decision 0057). */
/** The largest file a guest may send, in MB (the `upload_max_mb` setting). */
export async function maxFileMb(db: Db): Promise<number> {
  return (await readSettings(db, ['upload_max_mb'])).upload_max_mb;
}

export interface UploadLimits {
  timeoutSeconds: number;
  linkQuotaMb: number;
  leadQuotaMb: number;
}

export const uploadLimitsFromConfig = (config: AppConfig): UploadLimits => ({
  timeoutSeconds: config.UPLOAD_TIMEOUT_SECONDS,
  linkQuotaMb: config.UPLOAD_LINK_QUOTA_MB,
  leadQuotaMb: config.UPLOAD_LEAD_QUOTA_MB,
});

export const tooLarge = (name: string, max: number) =>
  new AppError('payload_too_large', 'documents.too_large', { values: { name, max } });

export const uploadTimedOut = (seconds: number) =>
  new AppError('request_timeout', 'upload-limits.timeout', { values: { seconds } });

/**
 * What the multipart wrapping of one upload may add to its files: the request id, and each
 * part's head with a file name of a few kilobytes at most.
 */
const MULTIPART_ALLOWANCE = 256 * 1024;

/** How much more the lead may receive through this link, and the quota that says so. */
export interface QuotaRoom {
  bytes: number;
  exceeded: AppError;
}

/** Bytes the lead's documents take, in all and through this link (stored ones only). */
async function usedBytes(db: DbOrTx, link: OpenedLink) {
  const [used] = await db
    .select({
      lead: sql<string>`coalesce(sum(${documents.size}), 0)`,
      link: sql<string>`coalesce(sum(${documents.size}) filter (where ${documents.uploadedVia} = ${link.id}), 0)`,
    })
    .from(documents)
    .where(eq(documents.leadId, link.leadId));
  return { lead: Number(used?.lead ?? 0), link: Number(used?.link ?? 0) };
}

/** The room left under the tighter of the link's and the lead's quotas. */
export async function quotaRoom(
  db: DbOrTx,
  link: OpenedLink,
  limits: UploadLimits,
): Promise<QuotaRoom> {
  const used = await usedBytes(db, link);
  const linkRoom = limits.linkQuotaMb * MB - used.link;
  const leadRoom = limits.leadQuotaMb * MB - used.lead;
  return linkRoom <= leadRoom
    ? {
        bytes: linkRoom,
        exceeded: new AppError('payload_too_large', 'upload-limits.link_quota', {
          values: { max: limits.linkQuotaMb },
        }),
      }
    : {
        bytes: leadRoom,
        exceeded: new AppError('payload_too_large', 'upload-limits.lead_quota', {
          values: { max: limits.leadQuotaMb },
        }),
      };
}

/**
 * First in the transaction that records an upload: the lead's row is locked, so two uploads of
 * one lead are counted one after the other (the lock the lead's own update takes, not one that
 * waits on the documents' foreign key).
 */
export async function lockLeadUploads(tx: Tx, leadId: string) {
  await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('no key update');
}

/** Once its files are inserted: the lead's files, new ones included, within the quotas. */
export async function holdToQuotas(tx: Tx, link: OpenedLink, limits: UploadLimits) {
  const room = await quotaRoom(tx, link, limits);
  if (room.bytes < 0) throw room.exceeded;
}

/**
 * Refuses, before a byte of the body is read, an upload whose declared length no answer but 413
 * could follow: past what ten files at the limit may weigh, or past the room the quotas leave.
 * The body is not read at all when the quotas leave none. A chunked body declares nothing: it
 * is held to the same limits while it streams.
 */
export function refuseBeforeReading(request: IncomingMessage, maxMb: number, room: QuotaRoom) {
  if (room.bytes <= 0) throw room.exceeded;
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (!Number.isFinite(declared)) return;
  const most = MAX_FILES_PER_UPLOAD * maxMb;
  if (declared > most * MB + MULTIPART_ALLOWANCE) {
    throw new AppError('payload_too_large', 'upload-limits.request_too_large', {
      values: { max: most },
    });
  }
  if (declared > room.bytes + MULTIPART_ALLOWANCE) throw room.exceeded;
}

/**
 * The one reason an upload is stopped while its body is still arriving (a file past the limit,
 * the quotas, the time bound). Stopping fails the file being read at once, with that reason:
 * its staging stops and removes what it wrote, and the answer goes out without waiting for the
 * rest of the body.
 */
export class UploadCutOff {
  reason: AppError | undefined;
  private file: Readable | undefined;
  private received = 0;
  private rejectStopped!: (error: AppError) => void;
  /** Rejects with the reason once stopped; for waits that read no file (the next part). */
  readonly stopped = new Promise<never>((_, reject) => {
    this.rejectStopped = reject;
  });

  constructor(private readonly room: QuotaRoom) {
    this.stopped.catch(() => undefined);
  }

  /** The file now read, destroyed with the reason if the upload is stopped while it streams. */
  reading(file: Readable) {
    this.file = file;
    if (this.reason) file.destroy(this.reason);
  }

  /** Counts file bytes against the quotas' room; past it, the upload stops. */
  count(bytes: number) {
    this.received += bytes;
    if (this.received > this.room.bytes) this.stop(this.room.exceeded);
  }

  stop(reason: AppError) {
    if (this.reason) return;
    this.reason = reason;
    this.file?.destroy(reason);
    this.rejectStopped(reason);
  }
}

/** How long, after an early answer, the rest of the body is read and dropped at most. */
const LINGER_MS = 5_000;

/**
 * After an early answer (408, 413, 415, 422) the rest of the body is read and dropped, no more
 * than one file's limit and for five seconds at most: a browser still sending reads its answer,
 * and a keep-alive connection whose body ends within that serves the next request. Past either
 * bound, the socket is closed once the answer has gone out, so a client that ignores the answer
 * cannot keep the server reading (issue 31: one connection pushed 11 GB).
 */
export function refuseRest(request: IncomingMessage, answer: ServerResponse, maxMb: number) {
  if (request.readableEnded || request.destroyed) return;
  request.unpipe();
  const socket = request.socket;
  let left = Math.max(maxMb, 1) * MB;
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(timer);
    request.pause();
    // `inject`'s stand-in socket has no destroy: there the paused request is the end of it.
    const destroy = () => (typeof socket.destroy === 'function' ? socket.destroy() : undefined);
    if (answer.writableFinished) destroy();
    else answer.once('finish', destroy);
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) close();
  });
  request.once('end', () => clearTimeout(timer));
  socket.once('close', () => clearTimeout(timer));
  request.resume();
}
