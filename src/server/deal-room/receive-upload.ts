import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILES_PER_UPLOAD, type TUploaded } from '../../shared/deal-room/documents.contract';
import type { Db } from '../db/client';
import { documentRequests, documents } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { advanceLead } from './advance-lead';
import { sanitiseFileName, sniffType, SNIFF_BYTES } from './document-files';
import { newStoredKey, type DocumentStorage } from './document-storage';
import { documentStage } from './documents.queries';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';
import {
  holdToQuotas,
  lockLeadUploads,
  maxFileMb,
  MB,
  quotaRoom,
  refuseBeforeReading,
  refuseRest,
  tooLarge,
  UploadCutOff,
  uploadTimedOut,
  type UploadLimits,
} from './upload-limits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StagedFile {
  tempKey: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

/**
 * Streams one file to a temporary key: its first bytes decide its type (415 when not
 * accepted), its size is held to the limit (413) and to the quotas, its SHA-256 is computed on
 * the way. Nothing of the file is ever held whole in memory. The parser says at once when the
 * file passes the limit: the upload is stopped there, not at the end of the file (issue 31).
 */
async function stageFile(
  part: MultipartFile,
  storage: DocumentStorage,
  maxMb: number,
  cutOff: UploadCutOff,
): Promise<StagedFile> {
  const name = sanitiseFileName(part.filename);
  part.file.once('limit', () => cutOff.stop(tooLarge(name, maxMb)));
  cutOff.reading(part.file);
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
    cutOff.count(next.value.length);
  }
  const first = Buffer.concat(head);
  if (part.file.truncated) throw tooLarge(name, maxMb);
  if (first.length === 0) {
    throw new AppError('validation', 'documents.empty_file', { values: { name } });
  }
  const mime = await sniffType(first, name);
  if (!mime) {
    throw new AppError('unsupported_media_type', 'documents.type_refused', { values: { name } });
  }

  const hash = createHash('sha256');
  let size = 0;
  const body = Readable.from(
    (async function* () {
      hash.update(first);
      size += first.length;
      yield first;
      while (!ended) {
        const next = await source.next();
        if (next.done) break;
        hash.update(next.value);
        size += next.value.length;
        cutOff.count(next.value.length);
        yield next.value;
      }
      // Past the limit the parser stops the file short: it must not be kept.
      if (part.file.truncated) throw tooLarge(name, maxMb);
    })(),
  );
  const tempKey = await storage.stage(body);
  return { tempKey, name, mime, size, sha256: hash.digest('hex') };
}

async function checkRequest(db: Db, leadId: string, value: string): Promise<string> {
  const id = value.trim();
  const [request] = UUID.test(id)
    ? await db
        .select({ id: documentRequests.id, type: documentRequests.documentType })
        .from(documentRequests)
        .where(and(eq(documentRequests.id, id), eq(documentRequests.leadId, leadId)))
    : [];
  if (!request) {
    throw new AppError('validation', 'errors.validation', {
      fieldErrors: { request_id: ['documents.unknown_request'] },
    });
  }
  return request.id;
}

/** A body that is not well-formed multipart, in the parser's words (busboy gives no codes). */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found|unexpected end of multipart data|^The needle cannot/i;
const MALFORMED_CODES = new Set([
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The parser's own limits and refusals, as the answers of this route (never a 500). */
function uploadError(error: unknown, maxMb: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('payload_too_large', 'documents.too_many_files', {
      values: { max: MAX_FILES_PER_UPLOAD },
    });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('', maxMb);
  const malformed =
    typeof code === 'string'
      ? MALFORMED_CODES.has(code)
      : error instanceof Error && MALFORMED_MULTIPART.test(error.message);
  if (malformed) return new AppError('validation', 'errors.validation');
  return error;
}

const STALL_CHECK_MS = 1_000;

/**
 * The parser's next part, watched. While we wait for it we consume nothing, so a request the
 * parser keeps paused through two checks in a row, with nothing new buffered, is a body it will
 * never finish: the upload fuzz found one (a skipped part after a file left busboy waiting on
 * itself). Answered 422 at once rather than holding the connection to the request timeout.
 */
function nextPart<T>(
  parts: AsyncIterator<T>,
  raw: IncomingMessage,
  cutOff: UploadCutOff,
): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let pausedBefore = -1;
    const check = () => {
      const paused = raw.readableFlowing === false && !raw.readableEnded;
      if (paused && pausedBefore === raw.readableLength) {
        reject(new AppError('validation', 'errors.validation'));
        return;
      }
      pausedBefore = paused ? raw.readableLength : -1;
      timer = setTimeout(check, STALL_CHECK_MS);
    };
    timer = setTimeout(check, STALL_CHECK_MS);
  });
  return Promise.race([parts.next(), stalled, cutOff.stopped]).finally(() => clearTimeout(timer));
}

async function* watchedParts<T>(
  parts: AsyncIterable<T>,
  raw: IncomingMessage,
  cutOff: UploadCutOff,
) {
  const iterator = parts[Symbol.asyncIterator]();
  const next = () => nextPart(iterator, raw, cutOff);
  for (let part = await next(); !part.done; part = await next()) yield part.value;
}

/**
 * Records the staged files in one transaction: a row and a `document_uploaded` event each, one
 * notice to the admins, and the lead moves to documents_received once nothing is missing. The
 * same content the lead already sent is a duplicate: reported, not stored twice.
 */
async function recordFiles(
  db: Db,
  storage: DocumentStorage,
  link: OpenedLink,
  requestId: string,
  staged: StagedFile[],
  limits: UploadLimits,
): Promise<TUploaded['files']> {
  const committed: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await lockLeadUploads(tx, link.leadId);
      const results: TUploaded['files'] = [];
      const moves: { tempKey: string; storedKey: string }[] = [];
      for (const file of staged) {
        const storedKey = newStoredKey();
        const [row] = await tx
          .insert(documents)
          .values({
            leadId: link.leadId,
            requestId,
            originalName: file.name,
            storedKey,
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
            uploadedVia: link.id,
          })
          .onConflictDoNothing()
          .returning({ id: documents.id });
        if (!row) {
          results.push({ name: file.name, duplicate: true });
          continue;
        }
        moves.push({ tempKey: file.tempKey, storedKey });
        await addLeadEvent(tx, {
          leadId: link.leadId,
          type: 'document_uploaded',
          actorType: 'guest_link',
          data: { name: file.name, size: file.size, mime: file.mime },
        });
        results.push({ name: file.name, duplicate: false });
      }
      const stored = results.filter((result) => !result.duplicate).map((result) => result.name);
      if (stored.length > 0) {
        await holdToQuotas(tx, link, limits);
        await notifyAdmins(tx, link.leadId, 'documents_uploaded', stored.join(', '));
        const stage = await documentStage(tx, link.leadId);
        if (stage && stage.outstanding === 0) {
          await advanceLead(tx, link.leadId, 'documents_received', { actorType: 'guest_link' });
        }
      }
      // The files move to their keys last, just before the commit: a process killed in between
      // leaves a file no row names (never served, decision 0044), never a row without its file.
      for (const move of moves) {
        await storage.commit(move.tempKey, move.storedKey);
        committed.push(move.storedKey);
      }
      return results;
    });
  } catch (error) {
    await Promise.all(committed.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The guest's multipart upload: `request_id`, then one or more files. All or nothing: any file
 * refused, the connection lost halfway or the upload stopped at a limit, and no file of the
 * request is kept. The limits (decision 0057) answer while the body still arrives: a file past
 * `upload_max_mb`, the link's and the lead's quotas (413), `UPLOAD_TIMEOUT_SECONDS` (408).
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  storage: DocumentStorage,
  link: OpenedLink,
  limits: UploadLimits,
): Promise<TUploaded['files']> {
  const maxMb = await maxFileMb(db);
  const room = await quotaRoom(db, link, limits);
  const cutOff = new UploadCutOff(room);
  const started = Date.now();
  const timer = setTimeout(
    () => cutOff.stop(uploadTimedOut(limits.timeoutSeconds)),
    limits.timeoutSeconds * 1000,
  );
  const staged: StagedFile[] = [];
  let requestId: string | null = null;
  try {
    refuseBeforeReading(request.raw, maxMb, room);
    const parts = request.parts({
      limits: {
        fileSize: maxMb * MB,
        files: MAX_FILES_PER_UPLOAD,
        fields: 5,
        fieldSize: 1_000,
        parts: MAX_FILES_PER_UPLOAD + 5,
      },
    });
    for await (const part of watchedParts(parts, request.raw, cutOff)) {
      if (part.type === 'field') {
        if (part.fieldname === 'request_id') {
          requestId = await checkRequest(db, link.leadId, String(part.value));
        }
        continue;
      }
      if (!requestId) {
        throw new AppError('validation', 'errors.validation', {
          fieldErrors: { request_id: ['validation.required'] },
        });
      }
      staged.push(await stageFile(part, storage, maxMb, cutOff));
    }
    // Every byte has arrived: the time bound is for the guest's connection, not for the commit.
    clearTimeout(timer);
    if (!requestId || staged.length === 0) {
      throw new AppError('validation', 'errors.validation', {
        fieldErrors: requestId
          ? { files: ['documents.no_file'] }
          : { request_id: ['validation.required'] },
      });
    }
    return await recordFiles(db, storage, link, requestId, staged, limits);
  } catch (error) {
    const refusal = uploadError(cutOff.reason ?? error, maxMb);
    if (!request.raw.readableEnded) {
      // What an early answer cost: operators compare it with the limits (decision 0057).
      request.log.info(
        {
          refusal: refusal instanceof AppError ? refusal.messageKey : 'error',
          bytesRead: request.raw.socket.bytesRead,
          ms: Date.now() - started,
        },
        'upload refused before its end',
      );
    }
    refuseRest(request.raw, reply.raw, maxMb);
    throw refusal;
  } finally {
    clearTimeout(timer);
    await Promise.all(staged.map((file) => storage.remove(file.tempKey).catch(() => undefined)));
  }
}
