import { outbox } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mailPriority } from './mail-priority';
import type { MailTemplateName } from './templates/registry';

export interface OutboxMessage {
  recipient: string;
  template: MailTemplateName;
  locale: string;
  data: Record<string, unknown>;
  leadId?: string;
}

/**
 * Queues e-mails inside the caller's transaction: they exist if and only if the change they
 * announce was committed (issue 4: never a lead without its e-mails, never an e-mail without
 * its lead). The worker (outbox-worker.ts) sends them.
 */
export async function enqueueMail(tx: Tx, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(outboxRows(messages));
}

/** The outbox rows of messages, for an insert of its own or one inside a larger statement. */
export function outboxRows(messages: OutboxMessage[]) {
  return messages.map((message) => ({
    recipient: message.recipient,
    template: message.template,
    locale: message.locale,
    data: message.data,
    leadId: message.leadId ?? null,
    priority: mailPriority(message.template),
  }));
}
