import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../shared/auth/permissions';
import { menuFor } from './side-menu-items';

const as = (role: string) => ({ roles: [role], permissions: permissionsFor([role]) });
const labels = (role: string | null) =>
  menuFor(role ? as(role) : null).map((item) => `${item.label}→${item.to}`);

describe('side menu (spec §2)', () => {
  it('shows the admin their items', () => {
    expect(labels('admin')).toEqual([
      'nav.dashboard→dashboard',
      'tasks.title→tasks',
      'nav.leads_au→leads',
      'nav.leads_nz→leads.nz',
      'nav.partners→partners',
      'nav.commissions→commissions',
      'statements.title→statements',
      'payouts.title→payouts',
      'nav.options→options',
      'nav.settings→settings.profile',
    ]);
  });
  it('shows the partner theirs', () => {
    expect(labels('partner')).toEqual([
      'nav.dashboard→dashboard',
      'nav.my_leads→partner.leads',
      'nav.settings→settings.profile',
    ]);
  });
  it('gives each entry a person sees its own icon', () => {
    for (const role of ['admin', 'partner']) {
      const icons = menuFor(as(role)).map((item) => item.icon);
      expect(new Set(icons).size, role).toBe(icons.length);
    }
  });
  it('shows nothing to guests', () => {
    expect(labels(null)).toEqual([]);
  });
});
