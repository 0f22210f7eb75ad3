import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

// Each test starts from a page that has not loaded the phone rules yet.
beforeEach(() => vi.resetModules());

describe('the phone rules loaded on demand (decision 0064)', () => {
  it('never judges a number before the rules are in, then judges it as the server does', async () => {
    const { toE164Mobile, PhoneRulesLoading } = await import('./lazy-phone');
    let thrown: unknown;
    try {
      toE164Mobile('0412 345 678', 'AU');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PhoneRulesLoading);
    await (thrown as InstanceType<typeof PhoneRulesLoading>).loaded;
    const server = await import('../../../shared/leads/phone');
    for (const [value, market] of [
      ['0412 345 678', 'AU'],
      ['02 9876 5432', 'AU'],
      ['021 123 4567', 'NZ'],
      ['+61 412 345 678', 'NZ'],
    ] as const) {
      expect(toE164Mobile(value, market)).toBe(server.toE164Mobile(value, market));
    }
  });

  it("a form's first check waits for the rules and reports the number's fault", async () => {
    const { toE164Mobile } = await import('./lazy-phone');
    const { formResolver } = await import('../../lib/forms/forms');
    // No messages: a field's error reads as its key.
    const { default: i18next } = await import('i18next');
    await i18next.init({ lng: 'en', resources: {} });
    const schema = z.object({ mobile: z.string() }).check(
      z.superRefine((value, ctx) => {
        if (!toE164Mobile(value.mobile, 'AU'))
          ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'lead-validation.mobile_au' });
      }),
    );
    const resolve = formResolver(schema);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolve({ mobile: '02 9876 5432' }, undefined, options);
    expect(refused.errors).toEqual({
      mobile: { type: 'validation', message: 'lead-validation.mobile_au' },
    });
    const accepted = await resolve({ mobile: '0412 345 678' }, undefined, options);
    expect(accepted).toEqual({ values: { mobile: '0412 345 678' }, errors: {} });
  });
});
