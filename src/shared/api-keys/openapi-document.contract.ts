import { z } from 'zod';

/**
 * The parts of the OpenAPI document (GET /api/docs) the partners' API reference page renders
 * (issue 33); the rest of the document passes through unread.
 */
const ZOpenApiSchemaObject = z.record(z.string(), z.unknown());
export type TOpenApiSchemaObject = z.infer<typeof ZOpenApiSchemaObject>;

const ZOpenApiMedia = z.looseObject({ schema: ZOpenApiSchemaObject.optional() });

export const ZOpenApiOperation = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: ZOpenApiSchemaObject.optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), ZOpenApiMedia) }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({
      description: z.string(),
      content: z.record(z.string(), ZOpenApiMedia).optional(),
    }),
  ),
});
export type TOpenApiOperation = z.infer<typeof ZOpenApiOperation>;

export const ZOpenApiDocument = z.looseObject({
  info: z.looseObject({ title: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z
    .looseObject({ schemas: z.record(z.string(), ZOpenApiSchemaObject).optional() })
    .optional(),
});
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocument>;
