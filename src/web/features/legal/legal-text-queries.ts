import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../shared/i18n/locales';
import type { LegalDocument } from '../../../shared/legal/legal.contract';
import { LEGAL_ENDPOINTS } from '../../../shared/legal/legal.endpoints';
import { callApi } from '../../lib/http/api';

const editKey = (document: LegalDocument, locale: Locale) => ['legal-text', document, locale];

/** One legal page in one language as its editor starts: current text, versions. */
export function useLegalTextEdit(document: LegalDocument, locale: Locale) {
  return useQuery({
    queryKey: editKey(document, locale),
    queryFn: () => callApi(LEGAL_ENDPOINTS.edit, { params: { document, locale } }),
  });
}

/** Saves a new version, then reads the editor's state again (its versions list included). */
export async function saveLegalText(
  client: QueryClient,
  input: { document: LegalDocument; locale: Locale; text: string },
) {
  const { document, locale, text } = input;
  const answer = await callApi(LEGAL_ENDPOINTS.save, {
    params: { document, locale },
    body: { text },
  });
  // Every language may fall back to English: any editor may now show another text.
  await client.invalidateQueries({ queryKey: ['legal-text', document] });
  return answer;
}
