import { describe, expect, it } from 'vitest';
import { guessMapping } from './header-guesses';

// Issue 42, item 11: headers as CRMs export them, kept apart from the word list they test
// (HubSpot, Salesforce, Zoho, Pipedrive, and a French spreadsheet).
const EXPORTS: { name: string; headers: string[]; expected: Record<string, string> }[] = [
  {
    name: 'HubSpot contacts',
    headers: [
      'Record ID',
      'First Name',
      'Last Name',
      'Email',
      'Mobile Phone Number',
      'Company Name',
      'Country/Region',
      'State/Region',
      'Annual Revenue',
    ],
    expected: {
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      mobile: 'Mobile Phone Number',
      business_name: 'Company Name',
      market: 'Country/Region',
      region: 'State/Region',
      annual_revenue: 'Annual Revenue',
    },
  },
  {
    name: 'Salesforce leads',
    headers: ['First Name', 'Last Name', 'Email', 'Mobile', 'Company / Account', 'Country'],
    expected: {
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      mobile: 'Mobile',
      business_name: 'Company / Account',
      market: 'Country',
    },
  },
  {
    name: 'Pipedrive people',
    headers: [
      'Person - Name',
      'Person - Email - Work',
      'Person - Phone - Mobile',
      'Organization - Name',
    ],
    expected: {
      email: 'Person - Email - Work',
      mobile: 'Person - Phone - Mobile',
      business_name: 'Organization - Name',
    },
  },
  {
    name: 'a French spreadsheet',
    headers: ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone portable', 'Société', 'Pays'],
    expected: {
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'Adresse e-mail',
      mobile: 'Téléphone portable',
      business_name: 'Société',
      market: 'Pays',
    },
  },
];

describe('guessMapping on CRM exports', () => {
  for (const { name, headers, expected } of EXPORTS) {
    it(`guesses the columns of ${name}`, () => {
      const guessed = Object.fromEntries(
        Object.entries(guessMapping(headers)).map(([field, index]) => [field, headers[index]]),
      );
      expect(guessed).toMatchObject(expected);
    });
  }

  it('prefers a whole header to a word within another', () => {
    expect(guessMapping(['Email Opt Out', 'Email'])).toEqual({ email: 1 });
  });
});
