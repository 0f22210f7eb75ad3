import type { BrowserContext, Page } from 'playwright-core';
import { applicationPayload } from '../../tests/support/factories';

export async function cookie(context: BrowserContext, name: string): Promise<string> {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

/** The API headers of the signed-in user of this page's context. */
export async function apiHeaders(page: Page) {
  return {
    authorization: `Bearer ${await cookie(page.context(), 'token')}`,
    'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN'),
  };
}

/** A guest's application through the API (a referral code if given); answers its reference. */
export async function apply(
  page: Page,
  overrides: Record<string, unknown> = {},
  /** The guest's language, as their browser says it: the lead records it. */
  acceptLanguage?: string,
): Promise<string> {
  const options = await (await page.request.get('/api/apply/options')).json();
  const applied = await page.request.post('/api/apply', {
    headers: {
      'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN'),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    data: { ...applicationPayload(overrides), form_token: options.form_token },
  });
  return (await applied.json()).reference;
}

/** An admin's id of a lead, read from the list API. */
export async function leadId(page: Page, reference: string, market = 'AU'): Promise<string> {
  const list = await page.request.get(`/api/leads?market=${market}&q=${reference}`, {
    headers: await apiHeaders(page),
  });
  return (await list.json()).data[0].id;
}
