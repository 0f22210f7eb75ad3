import { request as httpRequest } from 'node:http';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { documentRequests, settings } from '../../src/server/db/schema';
import { PDF } from '../../src/server/deal-room/documents.test-support';
import { TEST_APP_KEY } from '../../src/server/leads/leads.test-support';
import { createGuestLink, createLead, createUser } from './factories';

export interface UploadTarget {
  leadId: string;
  token: string;
  requestId: string;
}

/**
 * Leads with a document request and an upload link each, and the per-file limit, written to a
 * PGlite folder before the real server starts on it (PGlite's folder takes one process).
 */
export async function seedUploadTargets(dataDir: string, count: number, limitMb: number) {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const db = database.db;
    const admin = await createUser(db, { role: 'admin' });
    await db.insert(settings).values({ key: 'upload_max_mb', value: limitMb });
    const targets: UploadTarget[] = [];
    for (let i = 0; i < count; i++) {
      const lead = await createLead(db, { status: 'documents_requested' });
      const [request] = await db
        .insert(documentRequests)
        .values({ leadId: lead.id, documentType: 'bank_statements', createdBy: admin.id })
        .returning();
      const token = await createGuestLink(db, lead, 'upload', admin.id);
      targets.push({ leadId: lead.id, token, requestId: request!.id });
    }
    return { adminEmail: admin.email, targets };
  } finally {
    await database.close();
  }
}

/** The real server on that folder: no mail sent, no web build, quiet unless `logLevel`. */
export const uploadServerEnv = (dataDir: string, logLevel = 'fatal'): Record<string, string> => ({
  NODE_ENV: 'production',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  APP_KEY: TEST_APP_KEY,
  LOG_LEVEL: logLevel,
  SMTP_URL: '',
  MAIL_WORKER_ENABLED: 'false',
  WEB_DIST_DIR: '/nonexistent',
});

export interface StreamedUpload {
  status: number;
  message: string | undefined;
  /** Body bytes handed to the socket when the answer's head arrived (all of them if none). */
  writtenAtAnswer: number;
  /** Milliseconds from the request's start to the answer. */
  answeredAfterMs: number;
}

export interface UploadStreamOptions {
  baseUrl: string;
  token: string;
  requestId: string;
  xsrf: string;
  /** File bytes to send at most; generated on the fly, never held whole. */
  fileBytes: number;
  /** Declare the body's length; without it the body is sent chunked. */
  declaredLength?: number;
  /** Send the headers only, then wait for the answer (the body is never sent). */
  headersOnly?: boolean;
  /** Send one byte every `dripMs` milliseconds instead of as fast as the socket takes them. */
  dripMs?: number;
}

const BOUNDARY = 'lendref-upload-stream';
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** The multipart body around one file: the request id, the file part's head, its close. */
export function uploadFrame(requestId: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="request_id"\r\n\r\n${requestId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    head: Buffer.concat([head, PDF]),
    tail,
    lengthFor: (fileBytes: number) => head.length + fileBytes + tail.length,
  };
}

/**
 * One guest upload over a real socket, as a hostile or very slow client sends it: the file is
 * generated chunk by chunk while the socket takes it, and sending stops as soon as the answer's
 * head arrives. Answers what was written by then, so a test can bound what the server read.
 */
export function streamUpload(options: UploadStreamOptions): Promise<StreamedUpload> {
  const frame = uploadFrame(options.requestId);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    let drip: NodeJS.Timeout | undefined;
    const request = httpRequest(
      new URL(`/api/guest/upload/${options.token}/files`, options.baseUrl),
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'x-xsrf-token': options.xsrf,
          cookie: `XSRF-TOKEN=${options.xsrf}`,
          ...(options.declaredLength === undefined
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(options.declaredLength) }),
        },
      },
    );
    request.on('response', (response) => {
      answered = true;
      clearInterval(drip);
      const writtenAtAnswer = written;
      const answeredAfterMs = Date.now() - started;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => {
        request.destroy();
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        resolve({ status: response.statusCode ?? 0, message, writtenAtAnswer, answeredAfterMs });
      });
    });
    // Once answered, a socket the server closes under the rest of the body is expected.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });

    if (options.headersOnly) {
      request.flushHeaders();
      return;
    }
    const send = (bytes: Buffer) => {
      written += bytes.length;
      return request.write(bytes);
    };
    send(frame.head);
    if (options.dripMs !== undefined) {
      drip = setInterval(() => {
        if (written - frame.head.length >= options.fileBytes) {
          clearInterval(drip);
          request.end(frame.tail);
        } else {
          send(CHUNK.subarray(0, 1));
        }
      }, options.dripMs);
      return;
    }
    const pump = () => {
      while (!answered && !request.destroyed) {
        if (written - frame.head.length >= options.fileBytes) {
          request.end(frame.tail);
          return;
        }
        if (!send(CHUNK)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}
