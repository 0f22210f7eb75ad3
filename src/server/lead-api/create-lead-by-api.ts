import { createLeadApiSchema } from '../../shared/leads/apply.contract';
import type { TLeadApiReceipt, TLeadApiRequest } from '../../shared/lead-api/lead-api.contract';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { ApiKeyRow } from '../api-keys/api-keys.queries';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError, fieldError } from '../errors';
import { readApplicationRules } from '../leads/application-rules';
import { findCreditablePartner } from '../leads/lead-partner.queries';
import { takeApplication, type SubmissionContext } from '../leads/take-application';
import { RequestValidationError } from '../plugins/validation';
import {
  findIdempotentAnswer,
  lockIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency.queries';
import { requestHash } from './request-hash';

export interface LeadApiResult {
  receipt: TLeadApiReceipt;
  /** True when the answer is the one kept for the Idempotency-Key, nothing written again. */
  replayed: boolean;
}

/**
 * A lead sent by another system with an API key (issue 33). The guest form's rules against the
 * live options (422 with every field at fault), the repeat rule (decision 0052: the same person
 * in the same market within the window joins their lead, never a duplicate) within the key's
 * scope (decision 0088: a partner's key joins only its partner's leads; another's or a direct
 * lead is held for the admins and the answer looks like a new lead's), the key's partner
 * credited, or for a firm-wide key the partner it names. With an Idempotency-Key, the first
 * answer is kept in the same transaction as the lead, so a retry after a lost answer gets it
 * again and never a second lead; the same key with another body is refused (409).
 */
export async function createLeadByApi(
  db: Db,
  submitted: TLeadApiRequest,
  input: { key: ApiKeyRow; idempotencyKey: string | null; context: SubmissionContext },
): Promise<LeadApiResult> {
  const { key, idempotencyKey, context } = input;
  const hash = requestHash(submitted);
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      await lockIdempotencyKey(tx, key.id, idempotencyKey);
      const earlier = await findIdempotentAnswer(tx, key.id, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== hash) {
          throw new AppError('conflict', 'api-keys.idempotency_key_reused');
        }
        return { receipt: earlier.answer as TLeadApiReceipt, replayed: true };
      }
    }
    const receipt = await takeApiApplication(tx, submitted, key, context);
    if (idempotencyKey) {
      await saveIdempotentAnswer(tx, {
        apiKeyId: key.id,
        key: idempotencyKey,
        requestHash: hash,
        answer: receipt,
      });
    }
    return { receipt, replayed: false };
  });
}

async function takeApiApplication(
  tx: Tx,
  submitted: TLeadApiRequest,
  key: ApiKeyRow,
  context: SubmissionContext,
): Promise<TLeadApiReceipt> {
  const { schemaOptions, recipients, attributionDays, consent } = await readApplicationRules(
    tx,
    context,
  );
  const checked = createLeadApiSchema(schemaOptions).safeParse(submitted, { reportInput: true });
  if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
  const application = checked.data;
  // A partner's key credits its own partner and no other; a firm-wide key the one it names.
  if (key.partnerId && application.partner_id && application.partner_id !== key.partnerId) {
    throw fieldError('partner_id', 'api-keys.partner_id_firm_keys_only');
  }
  const partnerId = key.partnerId ?? application.partner_id ?? null;
  const partner = partnerId
    ? await findCreditablePartner(tx, partnerId, application.market)
    : undefined;
  if (partnerId && !partner) {
    throw key.partnerId
      ? fieldError('market', 'api-keys.market_not_partners')
      : fieldError('partner_id', 'lead-repeat.partner_invalid');
  }
  const source = partner ? 'partner-link' : application.variant;
  const result = await takeApplication(tx, {
    application,
    source,
    partner,
    origin: {
      source,
      channel: 'api',
      variant: application.variant,
      partner_id: partner?.id ?? null,
      api_key_id: key.id,
      api_key_prefix: key.prefix,
      ip: context.ip,
      user_agent: context.userAgent,
    },
    actor: key.createdBy
      ? { actorType: 'user', actorUserId: key.createdBy }
      : { actorType: 'system' },
    context,
    consent,
    admins: recipients,
    attributionDays,
    // A partner's key reaches its partner's leads only (decision 0088); a firm-wide key, all.
    keyScope: key.partnerId ? partner : undefined,
  });
  return { reference: result.reference, repeat: result.repeat };
}
