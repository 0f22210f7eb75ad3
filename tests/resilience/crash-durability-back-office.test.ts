import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { documentRequests } from '../../src/server/db/schema';
import { PDF } from '../../src/server/deal-room/documents.test-support';
import { guestSession, startAppProcess, type AppProcess } from '../support/app-process';
import { CRASH_BACKENDS, type CrashBackend } from '../support/crash-backends';
import { createGuestLink, createLead, createUser, TEST_PASSWORD } from '../support/factories';

// Issue 18: "the same under a stream of back-office writes and guest uploads". An admin writes
// notes, moves and edits leads (with their version) and sends links while guests upload
// documents through real upload links; the server is killed with SIGKILL and started again on
// the same data. Every write answered 2xx must be there whole (its event, its outbox rows, a
// document's row AND its stored file with the same SHA-256 and size), no document row may lack
// its file, and the staged files the dead process left are swept at the next start.

const BACK_OFFICE_STREAMS = 2;
const UPLOAD_STREAMS = 3;
const REQUEST_BOUND_MS = 15_000;

type Ack =
  | { kind: 'note' | 'status' | 'edit'; leadId: string; marker: string }
  | { kind: 'link'; leadId: string; linkId: string }
  | { kind: 'upload'; leadId: string; name: string; sha256: string; size: number };

interface Seeded {
  adminEmail: string;
  /** Per back-office stream: the lead it notes, moves and edits, and the one it sends links for. */
  desks: { leadId: string; linkLeadId: string }[];
  /** Per upload stream: a lead, its upload link's token and the document request. */
  uploads: { leadId: string; token: string; requestId: string }[];
}

/** The data the streams work on, written before the server starts (no e-mail to read). */
async function seed(backend: CrashBackend): Promise<Seeded> {
  const database = await backend.open();
  try {
    await migrate(database);
    const db = database.db;
    const admin = await createUser(db, { role: 'admin' });
    const desks = [];
    for (let i = 0; i < BACK_OFFICE_STREAMS; i++) {
      const lead = await createLead(db, { status: 'contacted' });
      const linkLead = await createLead(db, { status: 'qualified' });
      desks.push({ leadId: lead.id, linkLeadId: linkLead.id });
    }
    const uploads = [];
    for (let i = 0; i < UPLOAD_STREAMS; i++) {
      const lead = await createLead(db, { status: 'documents_requested' });
      const [request] = await db
        .insert(documentRequests)
        .values({ leadId: lead.id, documentType: 'bank_statements', createdBy: admin.id })
        .returning();
      const token = await createGuestLink(db, lead, 'upload', admin.id);
      uploads.push({ leadId: lead.id, token, requestId: request!.id });
    }
    return { adminEmail: admin.email, desks, uploads };
  } finally {
    await database.close();
  }
}

type Guest = Awaited<ReturnType<typeof guestSession>>;

async function signIn(guest: Guest, email: string): Promise<string> {
  const answer = await guest.post('/api/login', { email, password: TEST_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/** One admin's desk until `stop`: a note, a move (with a note), an edit, a link; in turn. */
async function backOffice(
  server: AppProcess,
  desk: Seeded['desks'][number],
  email: string,
  stop: { done: boolean },
  acks: Ack[],
): Promise<void> {
  const guest = await guestSession(server.baseUrl);
  const token = await signIn(guest, email);
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await guest.request(
      method,
      path,
      body,
      token,
      AbortSignal.timeout(REQUEST_BOUND_MS),
    );
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const leadPath = `/api/leads/${desk.leadId}`;
  let lead = (await call('GET', leadPath, undefined)).body.lead as {
    version: number;
    status: string;
  };
  for (let step = 0; !stop.done; step++) {
    const marker = `crash-${randomUUID()}`;
    try {
      let answer;
      if (step % 4 === 0) {
        answer = await call('POST', `${leadPath}/notes`, { note: marker });
        if (answer.status === 200) acks.push({ kind: 'note', leadId: desk.leadId, marker });
      } else if (step % 4 === 1) {
        const status = lead.status === 'contacted' ? 'qualified' : 'contacted';
        answer = await call('POST', `${leadPath}/status`, {
          version: lead.version,
          status,
          note: marker,
        });
        if (answer.status === 200) acks.push({ kind: 'status', leadId: desk.leadId, marker });
      } else if (step % 4 === 2) {
        answer = await call('PATCH', leadPath, { version: lead.version, business_name: marker });
        if (answer.status === 200) acks.push({ kind: 'edit', leadId: desk.leadId, marker });
      } else {
        answer = await call('POST', `/api/leads/${desk.linkLeadId}/guest-links`, {
          purpose: 'full-application',
        });
        const link = answer.body.link as { id: string } | undefined;
        if (answer.status === 200 && link)
          acks.push({ kind: 'link', leadId: desk.linkLeadId, linkId: link.id });
      }
      if (answer.body.lead) lead = answer.body.lead as typeof lead;
      else if (answer.status !== 200)
        lead = (await call('GET', leadPath, undefined)).body.lead as typeof lead;
    } catch {
      // The connection died with the server: not acknowledged, nothing to check.
      return;
    }
  }
}

/** One guest uploading fresh PDFs (1 to 300 KB) through their link until `stop`. */
async function uploader(
  server: AppProcess,
  target: Seeded['uploads'][number],
  stream: number,
  stop: { done: boolean },
  acks: Ack[],
): Promise<void> {
  const guest = await guestSession(server.baseUrl);
  for (let n = 0; !stop.done; n++) {
    const content = Buffer.concat([PDF, randomBytes(1024 + Math.floor(Math.random() * 300_000))]);
    const name = `statement-${stream}-${n}.pdf`;
    const form = new FormData();
    form.append('request_id', target.requestId);
    form.append('files', new Blob([content], { type: 'application/pdf' }), name);
    try {
      const answer = await fetch(`${server.baseUrl}/api/guest/upload/${target.token}/files`, {
        method: 'POST',
        headers: { 'x-xsrf-token': guest.xsrf, cookie: `XSRF-TOKEN=${guest.xsrf}` },
        body: form,
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      });
      const body = (await answer.json()) as { files?: { duplicate: boolean }[] };
      if (answer.status === 200 && body.files?.[0]?.duplicate === false) {
        const hash = createHash('sha256').update(content).digest('hex');
        acks.push({
          kind: 'upload',
          leadId: target.leadId,
          name,
          sha256: hash,
          size: content.length,
        });
      }
    } catch {
      return;
    }
  }
}

function runStreams(server: AppProcess, seeded: Seeded, stop: { done: boolean }, acks: Ack[]) {
  return Promise.all([
    ...seeded.desks.map((desk) => backOffice(server, desk, seeded.adminEmail, stop, acks)),
    ...seeded.uploads.map((target, index) => uploader(server, target, index, stop, acks)),
  ]);
}

/** The timeline event each back-office write leaves, its marker in the event's data. */
const EVENT_OF = { note: 'note', status: 'status_changed', edit: 'updated' } as const;
const LABELS = { note: 'notes', status: 'moves', edit: 'edits', link: 'links', upload: 'uploads' };
const count = (acks: Ack[], kind: Ack['kind']) => acks.filter((ack) => ack.kind === kind).length;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition() && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];
}

describe.each(CRASH_BACKENDS)(
  'kill -9 under back-office writes and guest uploads (%s)',
  (_name, makeBackend) => {
    let backend: CrashBackend | undefined;
    afterAll(() => backend?.cleanup());

    it('keeps every acknowledged write whole, every document with its file', async () => {
      backend = await makeBackend();
      const seeded = await seed(backend);
      const uploadsDir = join(backend.dataDir, 'uploads');
      const stagedDir = join(uploadsDir, 'tmp');

      const first = await startAppProcess(backend.env);
      const acks: Ack[] = [];
      const stop = { done: false };
      const streams = runStreams(first, seeded, stop, acks);
      // Every kind of write has been acknowledged a few times; then a moment mid-stream.
      const kinds = ['note', 'status', 'edit', 'link', 'upload'] as const;
      await until(() => kinds.every((kind) => count(acks, kind) >= 3), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      stop.done = true;
      await streams;
      const acknowledged = [...acks];

      // What the dead process left staged: aged past the sweep's hour, as if found a day later.
      const staged = filesUnder(stagedDir);
      const dayAgo = new Date(Date.now() - 86_400_000);
      for (const name of staged) utimesSync(join(stagedDir, name), dayAgo, dayAgo);

      // The same data, a new process: it starts, sweeps, and takes each kind of write again.
      const second = await startAppProcess(backend.env);
      const again: Ack[] = [];
      const once = { done: false };
      const more = runStreams(second, seeded, once, again);
      await until(() => kinds.every((kind) => count(again, kind) >= 1), 30_000);
      once.done = true;
      await more;
      await until(() => filesUnder(stagedDir).length === 0, 10_000);
      const stagedAfterRestart = filesUnder(stagedDir);
      await second.stop();

      const events = await backend.query(
        `select lead_id, type, data::text as data from lead_events where type = any($1)`,
        [['note', 'status_changed', 'updated', 'guest_link_sent', 'document_uploaded']],
      );
      const eventHas = (type: string, leadId: string, text: string) =>
        events.some(
          (e) => e.type === type && e.lead_id === leadId && String(e.data).includes(text),
        );
      const links = await backend.query(`select id, lead_id from guest_links`, []);
      const outbox = await backend.query(
        `select lead_id, template, data::text as data from outbox`,
        [],
      );
      const documentRows = await backend.query(
        `select lead_id, original_name, stored_key, size, sha256 from documents`,
        [],
      );

      const isWhole = (ack: Ack): boolean => {
        switch (ack.kind) {
          case 'link':
            return links.some((row) => row.id === ack.linkId);
          case 'upload':
            return (
              documentRows.some(
                (row) =>
                  row.lead_id === ack.leadId &&
                  row.sha256 === ack.sha256 &&
                  Number(row.size) === ack.size &&
                  row.original_name === ack.name,
              ) &&
              eventHas('document_uploaded', ack.leadId, ack.name) &&
              outbox.some(
                (row) =>
                  row.lead_id === ack.leadId &&
                  row.template === 'deal-room-admin' &&
                  String(row.data).includes(ack.name),
              )
            );
          default:
            return eventHas(EVENT_OF[ack.kind], ack.leadId, ack.marker);
        }
      };
      const lost = acknowledged.filter((ack) => !isWhole(ack)).map((ack) => JSON.stringify(ack));

      // Half-written: a link without its e-mail or event, a document without its file, its
      // event or its notice.
      const halfWritten: string[] = [];
      for (const desk of seeded.desks) {
        const of = (rows: Record<string, unknown>[]) =>
          rows.filter((row) => row.lead_id === desk.linkLeadId).length;
        const sentEvents = events.filter(
          (e) => e.lead_id === desk.linkLeadId && e.type === 'guest_link_sent',
        ).length;
        if (of(links) !== of(outbox) || of(links) !== sentEvents)
          halfWritten.push(`links ${of(links)}, e-mails ${of(outbox)}, events ${sentEvents}`);
      }
      for (const row of documentRows) {
        const path = join(uploadsDir, String(row.stored_key));
        const file = existsSync(path) ? readFileSync(path) : null;
        const fileHash = file && createHash('sha256').update(file).digest('hex');
        const name = String(row.original_name);
        if (!file || file.length !== Number(row.size) || fileHash !== row.sha256)
          halfWritten.push(`document ${name}: file ${file ? 'differs' : 'missing'}`);
        if (!eventHas('document_uploaded', String(row.lead_id), name))
          halfWritten.push(`document ${name}: no event`);
      }
      const kept = new Set(documentRows.map((row) => String(row.stored_key)));
      // A file committed in the instant before its transaction: never served (no row names
      // its random key), at most one per upload in flight.
      const orphans = filesUnder(uploadsDir).filter((name) => !kept.has(name));

      const tally = kinds.map((kind) => `${count(acknowledged, kind)} ${LABELS[kind]}`).join(', ');
      console.log(
        `${backend.name}: acknowledged ${acknowledged.length} writes before SIGKILL (${tally}), ` +
          `lost ${lost.length}, half-written ${halfWritten.length}; ${documentRows.length} ` +
          `document rows all with their files; ${staged.length} staged files left by the kill, ` +
          `${stagedAfterRestart.length} after the restart's sweep; ${orphans.length} unnamed ` +
          `files; ${again.length} writes acknowledged after the restart`,
      );
      for (const kind of kinds) expect(count(acknowledged, kind)).toBeGreaterThanOrEqual(3);
      expect(lost).toEqual([]);
      expect(halfWritten).toEqual([]);
      expect(stagedAfterRestart).toEqual([]);
      expect(orphans.length).toBeLessThanOrEqual(UPLOAD_STREAMS);
      for (const kind of kinds) expect(count(again, kind)).toBeGreaterThanOrEqual(1);
    }, 180_000);
  },
);
