import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../../shared/i18n/messages';
import { isValidAbn } from '../../../shared/leads/abn';
import { formResolver } from './forms';

beforeAll(async () => {
  await i18next.init({
    lng: 'fr',
    fallbackLng: 'en',
    resources: { en: { translation: messages.en }, fr: { translation: messages.fr } },
  });
});

const schema = z.strictObject({
  abn: z.string().refine(isValidAbn, { message: 'lead-validation.abn_invalid' }),
  name: z.string().min(3),
  email: z.email({ message: 'validation.email' }),
});

describe('formResolver', () => {
  it('words every issue as the server would, feature keys included, in the current language', async () => {
    const resolve = formResolver(schema);
    const result = await resolve({ abn: '51 824 753 557', name: 'ab', email: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const wording = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
    expect(wording).toEqual({
      abn: i18next.t('lead-validation.abn_invalid'),
      name: 'Saisissez au moins 3 caractères.',
      email: i18next.t('validation.email'),
    });
    expect(wording.abn).not.toMatch(/^lead-validation\./);
    expect(i18next.language).toBe('fr');
  });

  it('puts the error of a nested field or list item where the form reads it', async () => {
    const nested = z.object({
      firm: z.object({
        bsb: z.string().regex(/^\d{6}$/, { message: 'validation.invalid_format' }),
      }),
      emails: z.array(z.email({ message: 'validation.email' })),
    });
    const result = await formResolver(nested)(
      { firm: { bsb: '03-2001' }, emails: ['a', 'b@c.test'] },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(result.errors).toEqual({
      firm: { bsb: { type: 'validation', message: i18next.t('validation.invalid_format') } },
      emails: {
        0: { type: 'validation', message: i18next.t('validation.email') },
      },
    });
  });

  it('passes valid values through', async () => {
    const result = await formResolver(schema)(
      { abn: '51 824 753 556', name: 'Ada', email: 'ada@example.test' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Ada' });
  });
});
