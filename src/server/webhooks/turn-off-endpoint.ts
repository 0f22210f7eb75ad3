import { and, eq, sql } from 'drizzle-orm';
import { partners, users, webhookEndpoints } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMail } from '../mail/outbox';

/** What an e-mail may show of an endpoint: a query string may hold the receiver's own token. */
const shownUrl = (raw: string) => {
  const url = new URL(raw);
  return `${url.origin}${url.pathname}`;
};

/** Why the worker turns an endpoint off, and the e-mail that tells its owner. */
export type TurnOff =
  { reason: 'failing'; days: number } | { reason: 'timing_out'; timeouts: number };

/**
 * Turns an enabled endpoint off for the worker's reason and e-mails its owner in their
 * language through the outbox, in the caller's transaction (an endpoint is never turned off
 * untold). The owner is the partner's user, or the admin who registered it. Its pending
 * deliveries stay queued: turned on again, the endpoint receives them. Answers whether it was
 * turned off now (false when it already was: one e-mail only).
 */
export async function turnOffEndpoint(
  tx: Tx,
  endpointId: string,
  turnOff: TurnOff,
  now: Date,
): Promise<boolean> {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: turnOff.reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({
      url: webhookEndpoints.url,
      partnerId: webhookEndpoints.partnerId,
      createdBy: webhookEndpoints.createdBy,
    });
  if (!endpoint) return false;
  const [owner] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(
      endpoint.partnerId
        ? eq(
            users.id,
            tx
              .select({ id: partners.userId })
              .from(partners)
              .where(eq(partners.id, endpoint.partnerId)),
          )
        : eq(users.id, endpoint.createdBy ?? sql`null`),
    );
  if (!owner) return true;
  const common = { name: owner.name, url: shownUrl(endpoint.url) };
  await enqueueMail(tx, [
    turnOff.reason === 'failing'
      ? {
          recipient: owner.email,
          template: 'webhook-disabled',
          locale: owner.locale,
          data: { ...common, days: turnOff.days },
        }
      : {
          recipient: owner.email,
          template: 'webhook-paused',
          locale: owner.locale,
          data: { ...common, timeouts: turnOff.timeouts },
        },
  ]);
  return true;
}
