import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssue, issuesToFieldErrors, type IssueLike } from './format-issue';

const t = (key: string, values?: Record<string, unknown>) =>
  values && Object.values(values).some((v) => v !== undefined)
    ? `${key}:${JSON.stringify(values)}`
    : key;

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return issuesToFieldErrors(result.error.issues as IssueLike[], t);
}

describe('formatIssue', () => {
  const schema = z.strictObject({
    name: z.string().min(3),
    age: z.number().max(120),
    kind: z.enum(['a', 'b'], { message: 'validation.invalid_choice' }),
    email: z.email(),
  });

  it('words missing values as required, whatever the rule', () => {
    expect(errorsOf(schema, {})).toEqual({
      name: ['validation.required'],
      age: ['validation.required'],
      kind: ['validation.required'],
      email: ['validation.required'],
    });
  });

  it('words a choice left empty with the spec’s select wording', () => {
    const choice = z.strictObject({
      kind: z.enum(['a', 'b'], { message: 'validation.invalid_choice' }),
      slug: z.string().min(1, { message: 'form.select_required' }),
    });
    expect(errorsOf(choice, { kind: '', slug: '' })).toEqual({
      kind: ['form.select_required'],
      slug: ['form.select_required:{"min":1}'],
    });
  });

  it('words each rule with its limits', () => {
    expect(errorsOf(schema, { name: 'ab', age: 200, kind: 'c', email: 'nope', extra: 1 })).toEqual({
      name: ['validation.min_length:{"count":3}'],
      age: ['validation.max_value:{"max":120}'],
      kind: ['validation.invalid_choice'],
      email: ['validation.email'],
      extra: ['validation.unknown_field'],
    });
  });

  it('names unknown fields called like Object.prototype members without tripping over them', () => {
    const strict = z.strictObject({ name: z.string() });
    const errors = errorsOf(strict, JSON.parse('{"name":"x","toString":1,"__proto__":2}'));
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'toString']);
    expect(errors['toString']).toEqual(['validation.unknown_field']);
  });

  it('keeps custom translation keys and reports the root as _root', () => {
    expect(
      formatIssue({ code: 'custom', message: 'validation.password_confirmation', path: [] }, t),
    ).toBe('validation.password_confirmation');
    expect(errorsOf(z.string(), 5)).toEqual({ _root: ['validation.invalid_type'] });
  });
});

describe('feature validation keys', () => {
  it('translates `<feature>-validation.*` keys like `validation.*`, and nothing else', () => {
    const issue = (message: string): IssueLike => ({ code: 'custom', message, path: ['x'] });
    expect(formatIssue(issue('lead-validation.abn_invalid'), t)).toBe(
      'lead-validation.abn_invalid',
    );
    expect(formatIssue(issue('Some zod default text.'), t)).toBe('validation.invalid');
    expect(formatIssue(issue('errors.internal'), t)).toBe('validation.invalid');
  });
});
