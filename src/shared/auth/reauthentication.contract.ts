import { z } from 'zod';

/**
 * What an action that outlives the session asks besides it (issue 41, decision 0088): the
 * password, and the code of the second factor where one is enrolled (empty otherwise).
 */
export const reauthenticationFields = {
  current_password: z.string().max(200, { message: 'validation.too_long' }).default(''),
  code: z.string().trim().max(40, { message: 'validation.too_long' }).default(''),
};
