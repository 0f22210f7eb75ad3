import { Faker, base, en, en_AU, type LocaleDefinition } from '@faker-js/faker';
import type { Market } from '../../shared/markets/markets';

// Faker ships en_AU but no longer an en_NZ locale: New Zealand is en_AU's English with the
// names, places and domains people there actually see (Māori and Pasifika names among them).
const auPerson = en_AU.person ?? {};
const en_NZ: LocaleDefinition = {
  metadata: {
    title: 'English (New Zealand)',
    code: 'en_NZ',
    country: 'NZ',
    language: 'en',
    endonym: 'English (New Zealand)',
    dir: 'ltr',
    script: 'Latn',
  },
  person: {
    ...auPerson,
    first_name: {
      female: [
        ...(auPerson.first_name?.female ?? []),
        ...['Aroha', 'Mere', 'Anahera', 'Kiri', 'Ngaio', 'Hine', 'Moana', 'Manaia', 'Ana', 'Losa'],
      ],
      male: [
        ...(auPerson.first_name?.male ?? []),
        ...['Wiremu', 'Tama', 'Nikau', 'Rāwiri', 'Hemi', 'Mikaere', 'Tane', 'Ihaia', 'Sione'],
      ],
    },
    last_name: {
      generic: [
        ...(auPerson.last_name?.generic ?? []),
        ...['Ngata', 'Parata', 'Tipene', 'Pōmare', 'Te Whata', 'Horomona', 'Tamihana', 'Tuilagi'],
        ...['Sopoaga', 'Fifita', 'Walker', 'Wilson', 'Thompson', 'Kerr', 'Ruawai', 'Hōhaia'],
      ],
    },
  },
  internet: { domain_suffix: ['co.nz', 'nz', 'net.nz', 'org.nz'] },
};

/** Towns a business is named after, per market (real places, unlike faker's generated cities). */
export const DEMO_TOWNS: Record<Market, readonly string[]> = {
  AU: [
    ...['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Canberra', 'Darwin'],
    ...['Newcastle', 'Geelong', 'Gold Coast', 'Wollongong', 'Townsville', 'Cairns', 'Ballarat'],
    ...['Bendigo', 'Toowoomba', 'Launceston', 'Mackay', 'Bunbury', 'Parramatta', 'Fremantle'],
  ],
  NZ: [
    ...['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Napier'],
    ...['Nelson', 'Rotorua', 'Whangārei', 'Invercargill', 'Queenstown', 'Palmerston North'],
    ...['New Plymouth', 'Gisborne', 'Timaru', 'Blenheim', 'Whanganui', 'Hastings', 'Taupō'],
  ],
};

/** One seeded Faker per market: en_AU for Australia, en_NZ (above) for New Zealand. */
export function marketFakers(seed: number): Record<Market, Faker> {
  const au = new Faker({ locale: [en_AU, en, base] });
  const nz = new Faker({ locale: [en_NZ, en_AU, en, base] });
  au.seed(seed);
  nz.seed(seed + 1);
  return { AU: au, NZ: nz };
}
