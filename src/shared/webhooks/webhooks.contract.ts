import { z } from 'zod';
import { reauthenticationFields } from '../auth/reauthentication.contract';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
} from './webhook-events';

const id = z.uuid({ message: 'validation.invalid_format' });
const time = z.iso.datetime({ offset: true });

/** Longer URLs are a mistake or an attack, never an endpoint someone types. */
const MAX_WEBHOOK_URL_LENGTH = 2000;

const ZWebhookUrl = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(MAX_WEBHOOK_URL_LENGTH, { message: 'validation.too_long' })
  .pipe(z.url({ message: 'webhooks.errors.url_invalid' }));

const ZWebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { message: 'validation.invalid_choice' }), {
    message: 'validation.choose_one',
  })
  .min(1, { message: 'validation.choose_one' })
  .transform((events) => [...new Set(events)]);

/** Add an endpoint: where, and which events. */
export const ZWebhookCreateRequestSchema = z.object({
  url: ZWebhookUrl,
  events: ZWebhookEvents,
  ...reauthenticationFields,
});

/** Change the events, or turn it off and on again. */
export const ZWebhookUpdateRequestSchema = z
  .object({ events: ZWebhookEvents.optional(), enabled: z.boolean().optional() })
  .refine((body) => body.events !== undefined || body.enabled !== undefined, {
    message: 'validation.required',
  });

export const ZWebhookIdParamsSchema = z.object({ id });
export const ZWebhookDeliveryParamsSchema = z.object({ id, deliveryId: id });

const ZWebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabled_reason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  failing_since: time.nullable(),
  /** Until then deliveries are also signed with the secret before the last rotation. */
  previous_secret_expires_at: time.nullable(),
  created_at: time,
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpointSchema>;

export const ZWebhookListResponseSchema = z.object({ data: z.array(ZWebhookEndpointSchema) });

/** The only answers that carry the secret: the owner copies it now or rotates it later. */
export const ZWebhookSecretResponseSchema = z.object({
  endpoint: ZWebhookEndpointSchema,
  secret: z.string(),
});

export const ZWebhookEndpointResponseSchema = z.object({ endpoint: ZWebhookEndpointSchema });

const ZWebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  message_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  response_ms: z.number().int().nullable(),
  response_body: z.string().nullable(),
  next_attempt_at: time,
  last_attempt_at: time.nullable(),
  delivered_at: time.nullable(),
  created_at: time,
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;

/** Newest first; the log keeps the last deliveries of one endpoint. */
export const ZWebhookDeliveryListResponseSchema = z.object({
  data: z.array(ZWebhookDeliverySchema),
});

export const ZWebhookDeliveryResponseSchema = z.object({ delivery: ZWebhookDeliverySchema });
export const ZWebhookDeletedResponseSchema = z.object({ deleted: z.literal(true) });
