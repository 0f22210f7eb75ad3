import { z } from 'zod';
import { isExternalUrl } from './external-url';
import { isPresent } from './present';

/** zod building blocks for the browser's forms; messages are translation keys. */
export const selectRequired = z.string().refine(isPresent, { message: 'form.select_required' });

export const externalUrl = z.string().trim().refine(isExternalUrl, { message: 'form.invalid_url' });
