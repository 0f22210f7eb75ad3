import { describe, expect, it } from 'vitest';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { auditChanges } from './audit-format';

const event = (overrides: Partial<TAuditEvent>): TAuditEvent => ({
  id: '1',
  action: 'setting.changed',
  entity_type: 'setting',
  entity_id: 'app_name',
  actor: null,
  before: null,
  after: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('audit changes', () => {
  it('names a setting by its key', () => {
    expect(
      auditChanges(event({ before: { value: 'LendRef' }, after: { value: 'Harbour' } })),
    ).toEqual([{ field: 'app_name', before: 'LendRef', after: 'Harbour' }]);
  });

  it('lists only the firm fields that changed, in the order of the firm screen', () => {
    const firm = { legal_name: '', market: null, business_number: '', email: '', phone: '' };
    const changes = auditChanges(
      event({
        entity_id: 'firm',
        before: { value: firm },
        after: { value: { ...firm, phone: '02 9999 9999', legal_name: 'Acme Pty Ltd' } },
      }),
    );
    expect(changes.map((change) => change.field)).toEqual(['firm.legal_name', 'firm.phone']);
  });

  it('compares other rows field by field, nested objects included', () => {
    const changes = auditChanges(
      event({
        action: 'option.updated',
        entity_type: 'option',
        entity_id: 'a-uuid',
        before: { value: 'x', labels: { en: 'Old', fr: 'Ancien' }, active: true },
        after: { value: 'x', labels: { en: 'New', fr: 'Ancien' }, active: false },
      }),
    );
    expect(changes).toEqual([
      { field: 'labels.en', before: 'Old', after: 'New' },
      { field: 'active', before: true, after: false },
    ]);
  });

  it('shows what an invitation created', () => {
    expect(
      auditChanges(event({ entity_type: 'user', before: null, after: { name: 'Ivy' } })),
    ).toEqual([{ field: 'name', before: undefined, after: 'Ivy' }]);
  });
});
