import { describe, expect, it } from 'vitest';
import { adminApiFilters, apiFilters, isFiltered, readParams, writeParams } from './lead-filters';

const PARTNER = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('lead list filters in the address', () => {
  it('reads several statuses in pipeline order, a partner and an assignee, and writes them back', () => {
    const params = readParams(
      new URLSearchParams(`status=qualified,new,bogus&partner=${PARTNER}&assigned=none&q=ab`),
    );
    expect(params).toMatchObject({
      status: ['new', 'qualified'],
      partner: PARTNER,
      assigned: 'none',
    });
    expect(writeParams(params).toString()).toBe(
      `q=ab&status=new%2Cqualified&partner=${PARTNER}&assigned=none`,
    );
    expect(isFiltered(readParams(new URLSearchParams(`partner=${PARTNER}`)))).toBe(true);
  });

  it('drops what is not an id, and sends partner and assignee only from an admin’s list', () => {
    const params = readParams(new URLSearchParams('partner=1%27or%201=1&assigned=x&status=new'));
    expect(params.partner).toBe('');
    expect(params.assigned).toBe('');
    expect(isFiltered(readParams(new URLSearchParams()))).toBe(false);
    const withPartner = readParams(new URLSearchParams(`partner=${PARTNER}&status=new`));
    expect(apiFilters(withPartner)).not.toHaveProperty('partner');
    expect(adminApiFilters(withPartner)).toMatchObject({ partner: PARTNER, status: ['new'] });
  });
});
