import { describe, expect, it } from 'vitest';
import type { TMailTemplate } from '../../../shared/applicant-mail/applicant-mail.contract';
import { initialCompose, textsForLanguage, toRequest } from './compose-mail-values';

const template: TMailTemplate = {
  id: 't1',
  name: 'Docs',
  archived: false,
  updated_at: '2026-11-26T00:00:00.000Z',
  content: {
    en: { subject: 'Documents', body: 'Dear {{first_name}}' },
    fr: { subject: 'Documents (fr)', body: 'Bonjour {{first_name}}' },
  },
};

describe('compose values', () => {
  it('start blank in the applicant’s language, English for one we do not offer', () => {
    expect(initialCompose('pt_BR')).toMatchObject({ locale: 'pt-BR', subject: '', body: '' });
    expect(initialCompose('de').locale).toBe('en');
  });

  it('follow the language while the template’s texts are untouched, and keep edited ones', () => {
    const untouched = { ...initialCompose('en'), template_id: 't1', ...template.content.en! };
    expect(textsForLanguage(untouched, template, 'fr')).toEqual(template.content.fr);
    const edited = { ...untouched, body: 'Dear Ana, see below' };
    expect(textsForLanguage(edited, template, 'fr')).toEqual({
      subject: 'Documents',
      body: 'Dear Ana, see below',
    });
    expect(textsForLanguage(untouched, undefined, 'fr')).toEqual(template.content.en);
  });

  it('send a blank e-mail with no template', () => {
    expect(toRequest(initialCompose('en')).template_id).toBeNull();
  });
});
