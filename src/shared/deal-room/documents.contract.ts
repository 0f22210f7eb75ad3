import { z } from 'zod';
import { DOCUMENT_STATUSES } from './deal-room';
import { ZGuestLinkContext } from './guest-links.contract';

/** At most this many files in one upload request (the screen sends one per request). */
export const MAX_FILES_PER_UPLOAD = 10;

/** What the guest's file picker offers; the server decides from each file's content. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.csv,.xls,.xlsx,.doc,.docx';

export const ZLeadDocumentParams = z.object({
  id: z.string().max(64),
  documentId: z.string().max(64),
});

/** The documents requested from the applicant: the whole wanted set, by `document_type`. */
export const ZDocumentRequestsRequest = z.object({
  document_types: z
    .array(z.string().max(100), { message: 'validation.invalid_type' })
    .max(50, { message: 'validation.invalid' }),
});

/** An admin's review of one file; a rejection says why (the guest reads it). */
export const ZReviewDocumentRequest = z
  .object({
    status: z.enum(['accepted', 'rejected'], { message: 'validation.invalid_choice' }),
    reason: z.string().trim().max(1_000, { message: 'validation.too_long' }).optional(),
  })
  .refine((review) => review.status !== 'rejected' || !!review.reason, {
    path: ['reason'],
    message: 'documents-validation.reason_required',
  });

const ZDocumentFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reject_reason: z.string().nullable(),
  uploaded_at: z.string(),
});
export type TDocumentFile = z.infer<typeof ZDocumentFile>;

const ZAdminDocumentRequest = z.object({
  id: z.string(),
  document_type: z.string(),
  label: z.string(),
  requested_at: z.string(),
  /** No file yet, or every file rejected: the guest still has to send it. */
  missing: z.boolean(),
  files: z.array(ZDocumentFile),
});

/** The lead screen's checklist, and the document types its market offers. */
export const ZAdminDocumentsResponse = z.object({
  document_types: z.array(z.object({ value: z.string(), label: z.string() })),
  requests: z.array(ZAdminDocumentRequest),
});
export type TAdminDocuments = z.infer<typeof ZAdminDocumentsResponse>;

export const ZDocumentsSavedResponse = ZAdminDocumentsResponse.extend({ message: z.string() });
export const ZDocumentReviewedResponse = z.object({ message: z.string(), file: ZDocumentFile });

/** The guest's checklist: never a download, only names, states and reasons. */
const ZGuestDocumentRequest = z.object({
  id: z.string(),
  label: z.string(),
  missing: z.boolean(),
  files: z.array(ZDocumentFile.omit({ mime: true })),
});
export type TGuestDocumentRequest = z.infer<typeof ZGuestDocumentRequest>;

export const ZGuestUploadResponse = z.object({
  context: ZGuestLinkContext,
  requests: z.array(ZGuestDocumentRequest),
  max_file_mb: z.number().int(),
  max_files: z.number().int(),
});
export type TGuestUpload = z.infer<typeof ZGuestUploadResponse>;

/** One upload request's answer: each file stored, or recognised as one already received. */
export const ZUploadedResponse = z.object({
  message: z.string(),
  files: z.array(z.object({ name: z.string(), duplicate: z.boolean() })),
});
export type TUploaded = z.infer<typeof ZUploadedResponse>;

/** What a partner may know of the documents: counts only, never names or contents. */
export const ZPartnerDocumentStage = z.object({
  requested: z.number().int(),
  outstanding: z.number().int(),
});
