import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** How long the secret before a rotation still signs deliveries, so receivers can switch over. */
export const PREVIOUS_SECRET_HOURS = 24;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the spec's 24 to 64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header: one `v1,<base64 HMAC-SHA256>` per secret, space-separated,
 * as the spec allows while a secret is being rotated. The reference package signs, so what we
 * send is what its `verify` expects.
 */
export function signatureHeader(
  secrets: string[],
  messageId: string,
  timestamp: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' ');
}

/** The `webhook-id` of a delivery: the same on every attempt, so a receiver drops repeats. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;
