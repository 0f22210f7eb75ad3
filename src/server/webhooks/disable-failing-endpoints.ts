import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners, users, webhookEndpoints } from '../db/schema';
import { enqueueMail } from '../mail/outbox';

/** What an e-mail may show of an endpoint: a query string may hold the receiver's own token. */
const shownUrl = (raw: string) => {
  const url = new URL(raw);
  return `${url.origin}${url.pathname}`;
};

/**
 * After a failed round: starts the failure clock of the endpoints that failed, and turns off
 * those without a success for `disableAfterDays` (WEBHOOKS_DISABLE_AFTER_DAYS), e-mailing each
 * owner in their language through the outbox, in the same transaction (a disabled endpoint is
 * never left untold). The owner is the partner's user, or the admin who registered it. Their
 * pending deliveries stay queued: turned on again, the endpoint receives them.
 */
export async function disableFailingEndpoints(
  db: Db,
  endpointIds: string[],
  now: Date,
  options: { disableAfterDays: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(inArray(webhookEndpoints.id, endpointIds));
    const cutoff = new Date(now.getTime() - options.disableAfterDays * 86_400_000);
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: now })
      .where(
        and(
          inArray(webhookEndpoints.id, endpointIds),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, cutoff),
        ),
      )
      .returning({
        url: webhookEndpoints.url,
        partnerId: webhookEndpoints.partnerId,
        createdBy: webhookEndpoints.createdBy,
      });
    for (const endpoint of disabled) {
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
      if (!owner) continue;
      await enqueueMail(tx, [
        {
          recipient: owner.email,
          template: 'webhook-disabled',
          locale: owner.locale,
          data: {
            name: owner.name,
            url: shownUrl(endpoint.url),
            days: options.disableAfterDays,
          },
        },
      ]);
    }
    return disabled.length;
  });
}
