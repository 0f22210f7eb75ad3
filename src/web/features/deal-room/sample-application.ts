import type { TApplicationDraft } from '../../../shared/deal-room/full-application.contract';
import type { Market } from '../../../shared/markets/markets';

/** The test screen's answers: a plausible small company of the market, complete in every step. */
export function sampleApplication(market: Market): TApplicationDraft {
  const au = market === 'AU';
  const address = au
    ? { street: '12 Harbour Street', suburb: 'Sydney', region: 'NSW', postcode: '2000' }
    : { street: '12 Queen Street', suburb: 'Auckland', region: 'NZ-AUK', postcode: '1010' };
  return {
    business: {
      legal_name: 'Harbour Bakery Pty Ltd',
      trading_name: 'Harbour Bakery',
      business_number: au ? '51 824 753 556' : '9429041234563',
      structure: 'company',
      industry: 'hospitality',
      established_on: '2015-03-01',
      address,
      website: 'harbourbakery.example',
    },
    directors: {
      directors: [
        {
          full_name: 'Jane Citizen',
          date_of_birth: '1980-06-15',
          email: 'jane@example.com',
          mobile: au ? '0412 345 678' : '021 234 5678',
          address,
          ownership_percent: 60,
          guarantor: true,
        },
        {
          full_name: 'Sam Citizen',
          date_of_birth: '1978-11-02',
          email: 'sam@example.com',
          mobile: au ? '0498 765 432' : '022 123 4567',
          address,
          ownership_percent: 40,
          guarantor: false,
        },
      ],
    },
    financials: {
      annual_revenue: 1_200_000,
      net_profit: 140_000,
      debts: [{ lender: 'Example Bank', balance: 85_000, monthly_repayment: 2_400 }],
      total_assets: 650_000,
      total_liabilities: 210_000,
    },
    loan: {
      amount: 150_000,
      purpose: 'equipment',
      term_months: 36,
      security: 'equipment',
      security_details: 'Two commercial ovens',
      repayment_frequency: 'monthly',
    },
    declarations: {
      consent_credit_check: true,
      consent_privacy: true,
      confirm_accurate: true,
      insolvency: false,
      insolvency_details: '',
      tax_debt: false,
      tax_debt_details: '',
      full_name: 'Jane Citizen',
    },
  };
}
