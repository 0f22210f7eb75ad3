import { z } from 'zod';

/** The legal pages whose text the admin writes at /settings/firm (issue 16). */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const ZLegalTextParamsSchema = z.object({ document: z.string().max(40) });
/** The stored text, plain with blank lines between paragraphs; empty until the admin writes it. */
export const ZLegalTextResponseSchema = z.object({ text: z.string() });
