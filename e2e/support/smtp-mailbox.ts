import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's real SMTP peer (issue 16): the server sends its e-mails over SMTP as in
 * production, and the peer writes each accepted message as `<outbox id>.eml` into `mailDir`, the
 * same files the file transport would write (so e2e/support/mail.ts reads them alike; a retried
 * message replaces its file). An address refuses mail (550 at RCPT TO) while a file of its name
 * exists in `rejectDir`: a test makes an e-mail fail for real, then lets it through.
 */
export async function startSmtpMailbox(mailDir: string, rejectDir: string) {
  mkdirSync(mailDir, { recursive: true });
  mkdirSync(rejectDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (existsSync(join(rejectDir, address.address.toLowerCase()))) {
        const refused = new Error(`Mailbox unavailable: ${address.address}`);
        callback(Object.assign(refused, { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        // Message-ID is <outbox id@domain> (src/server/mail/transport.ts).
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(raw.toString('utf8'))?.[1];
        const target = join(mailDir, `${id ?? `message-${(received += 1)}`}.eml`);
        writeFileSync(`${target}.tmp`, raw);
        renameSync(`${target}.tmp`, target);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
