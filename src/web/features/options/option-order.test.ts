import { describe, expect, it } from 'vitest';
import { inOrder, moveBy, moveTo } from './option-order';
import {
  initialFormValues,
  parseDecimal,
  toCreateRequest,
  toUpdateRequest,
} from './option-form-values';
import { labelIn } from './option-labels';

const ids = ['a', 'b', 'c', 'd'];

describe('moving an entry', () => {
  it('drops an entry onto another’s place, up or down the list', () => {
    expect(moveTo(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('answers the same list when nothing moves, so nothing is saved', () => {
    expect(moveTo(ids, 'b', 'b')).toBe(ids);
    expect(moveTo(ids, 'x', 'b')).toBe(ids);
    expect(moveBy(ids, 'a', -1)).toBe(ids);
    expect(moveBy(ids, 'd', 1)).toBe(ids);
  });

  it('steps one place up or down from the keyboard', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'a', 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('shows entries in a local order, newcomers last', () => {
    const entries = ['a', 'b', 'c', 'new'].map((id) => ({ id }));
    expect(inOrder(entries, ['c', 'a', 'b']).map((entry) => entry.id)).toEqual([
      'c',
      'a',
      'b',
      'new',
    ]);
  });
});

describe('the entry form', () => {
  it('reads decimals typed with a comma or a point, and marks garbage as not a number', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 7.25 ')).toBe(7.25);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('12%')).toBeNaN();
    expect(parseDecimal(3)).toBe(3);
  });

  it('starts a market’s missing entry with its value fixed and the country’s names', () => {
    const values = initialFormValues('term_sheet_default', undefined, 'NZ', { en: 'New Zealand' });
    expect(values.value).toBe('NZ');
    expect(values.labels).toEqual({ en: 'New Zealand', es: '', fr: '', 'pt-BR': '', 'zh-CN': '' });
    expect(values.data).toMatchObject({ interest_rate_type: 'fixed', interest_rate: null });
    expect(initialFormValues('purpose', undefined).data).toBeNull();
    expect(initialFormValues('document_type', undefined).data).toEqual({ markets: ['AU', 'NZ'] });
  });

  it('sends a create with everything and an edit with what may change only', () => {
    const labels = { en: 'A', es: 'A', fr: 'A', 'pt-BR': 'A', 'zh-CN': 'A' };
    const plain = { group: 'purpose' as const, value: 'a', labels, data: null };
    expect(toCreateRequest(plain)).toEqual({ group: 'purpose', value: 'a', labels });
    expect(toUpdateRequest(plain)).toEqual({ labels });
    const limits = {
      group: 'amount_limit' as const,
      value: 'AU',
      labels,
      data: { min: 1, max: 2 },
    };
    expect(toUpdateRequest(limits)).toEqual({ labels, data: { min: 1, max: 2 } });
  });

  it('labels an entry in the reader’s language, else English, else its value', () => {
    expect(labelIn('zh-CN', { en: 'Retail', 'zh-CN': '零售' }, 'retail')).toBe('零售');
    expect(labelIn('pt-br', { en: 'Retail', 'pt-BR': 'Varejo' }, 'retail')).toBe('Varejo');
    expect(labelIn('fr', { en: 'Retail' }, 'retail')).toBe('Retail');
    expect(labelIn('fr', {}, 'retail')).toBe('retail');
  });
});
