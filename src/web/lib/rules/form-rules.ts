import { z } from 'zod';
import { looksLikeEmail } from './email';
import { isExternalUrl } from './external-url';
import { isPresent } from './present';

/** zod building blocks for the browser's forms; messages are translation keys. */
export const selectRequired = z.string().refine(isPresent, { message: 'form.select_required' });

export const looseEmail = z.string().trim().refine(looksLikeEmail, { message: 'validation.email' });

export const externalUrl = z.string().trim().refine(isExternalUrl, { message: 'form.invalid_url' });

export const presentValue = z.unknown().refine(isPresent, { message: 'validation.required' });
