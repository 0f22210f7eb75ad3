/**
 * The document's introduction: what a partner's developer reads first (issue 33, "send a lead
 * in five minutes"). Markdown, as OpenAPI renderers show it; the README says the same.
 */
export const LEAD_API_GUIDE = `Send leads from your own system and follow their stage.

## Five minutes to your first lead

1. In the app, open **Settings → API keys**, create a key with *Send leads* (and *Read leads*
   to follow them), and copy it: it is shown once.
2. Send a lead:

\`\`\`sh
curl -X POST "$APP_URL/api/v1/leads" \\
  -H "Authorization: Bearer lr_live_…" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"variant":"apply-quick","market":"AU","first_name":"Ada","last_name":"Nguyen",
       "email":"ada@example.com.au","mobile":"0412 345 678","amount":50000,"consent":true}'
\`\`\`

   The answer names the lead: \`{"reference":"AU-2026-000123","repeat":false}\`.
3. Follow it: \`GET /api/v1/leads/AU-2026-000123\` answers its \`stage\`; \`GET /api/v1/leads\`
   lists your leads, newest first (\`next_cursor\` pages on).

## Rules worth knowing

- The fields and rules are the application form's: a 422 names every field at fault in
  \`errors\`. \`consent: true\` says the applicant agreed to be contacted.
- The same person in the same market within 24 hours joins their lead (\`repeat: true\`); no
  duplicate is made.
- Send an \`Idempotency-Key\` (any unique string up to 255 characters) with every POST: a retry
  with the same key and body gets the first answer again (header \`Idempotent-Replayed: true\`)
  and never a second lead; the same key with another body is refused with 409. Keys are kept
  24 hours.
- A missing, unknown or revoked key gets 401; a key without the scope 403; too many calls 429
  with \`Retry-After\` (seconds).
- A partner's key sends and reads that partner's leads only; another partner's reference is
  answered 404 like one that does not exist.`;
