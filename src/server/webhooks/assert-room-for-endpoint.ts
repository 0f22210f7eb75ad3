import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { readSettings } from '../settings/app-settings';
import { countEndpoints, type WebhookScope } from './webhooks.queries';

/** Advisory lock class of endpoint registration (4: lead references, 5: API idempotency). */
const REGISTRATION_LOCK = 6;

/**
 * Refuses an endpoint past the owner's cap (the `webhook_endpoints_max` setting, decision
 * 0089) with a 422 naming the limit. Registrations of one owner queue on an advisory lock for
 * the rest of the transaction, so two at once cannot both take the last place.
 */
export async function assertRoomForEndpoint(tx: Tx, scope: WebhookScope): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK}, hashtext(${scope.partnerId ?? 'firm'}))`,
  );
  const { webhook_endpoints_max: max } = await readSettings(tx, ['webhook_endpoints_max']);
  if ((await countEndpoints(tx, scope)) < max) return;
  throw new AppError('validation', 'webhooks.errors.limit_reached', {
    values: { max },
    fieldErrors: { url: ['webhooks.errors.limit_reached'] },
    fieldValues: { url: { max } },
  });
}
