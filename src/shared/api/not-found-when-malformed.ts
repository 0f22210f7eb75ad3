import type { z } from 'zod';

const marked = new WeakSet<z.ZodType>();

/**
 * Marks a path's parameters whose malformed value must read as an unknown one (404): a guest
 * link's token, where a 422 would tell a guessed token's shape from a real one, and the page
 * would say the service is down instead of that the link cannot be used (issue 42 item 2).
 */
export function notFoundWhenMalformed<T extends z.ZodType>(schema: T): T {
  marked.add(schema);
  return schema;
}

export const isNotFoundWhenMalformed = (schema: z.ZodType) => marked.has(schema);
