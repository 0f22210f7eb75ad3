import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

interface MailMessage {
  /** The outbox row's id: the file name of an .eml and part of the Message-ID. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// One Message-ID per outbox row: if a row is ever sent twice (a crash between sending and
// recording it), the copies carry the same id and mail clients can fold them together.
function messageId(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: messageId(message.id, message.from),
  };
}

/** Real delivery through SMTP_URL (e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {});
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL, each message is written as `<outbox id>.eml` under `directory`: a developer
 * opens it in a mail client, a test reads the link out of it. Written to a temporary name and
 * renamed, so a reader never sees half a file and a retry replaces rather than duplicates.
 */
export function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      await mkdir(directory, { recursive: true });
      const target = join(directory, `${message.id}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => composer.close(),
  };
}

/** Where the file transport writes `.eml` files; none when mail goes out through SMTP. */
export function mailFolder(config: Pick<AppConfig, 'SMTP_URL' | 'DATA_DIR'>): string | undefined {
  return config.SMTP_URL ? undefined : join(config.DATA_DIR, 'mail');
}

export function createMailTransport(config: AppConfig): MailTransport {
  const folder = mailFolder(config);
  return folder ? fileTransport(folder) : smtpTransport(config.SMTP_URL!);
}
