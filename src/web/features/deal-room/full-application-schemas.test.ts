import { describe, expect, it } from 'vitest';
import { sampleApplication } from './sample-application';
import {
  APPLICATION_SECTIONS,
  DRAFT_SECTION_SCHEMAS,
  ZApplicationDraft,
  completedSections,
  createSectionSchemas,
  resumeStep,
} from '../../../shared/deal-room/full-application.contract';

const rules = (market: 'AU' | 'NZ') =>
  createSectionSchemas({
    market,
    purposes: ['working_capital', 'equipment'],
    industries: ['hospitality'],
    amountLimits: { AU: { min: 5_000, max: 5_000_000 }, NZ: { min: 5_000, max: 5_000_000 } },
  });

describe('the full application schemas', () => {
  it('accept the test screen’s sample in both markets, every section complete', () => {
    for (const market of ['AU', 'NZ'] as const) {
      expect(completedSections(sampleApplication(market), rules(market))).toEqual([
        ...APPLICATION_SECTIONS,
      ]);
    }
    expect(resumeStep([...APPLICATION_SECTIONS])).toBe('review');
    expect(resumeStep(['business'])).toBe('directors');
  });

  it('let a draft leave anything out but refuse malformed values', () => {
    expect(DRAFT_SECTION_SCHEMAS.business.safeParse({}).success).toBe(true);
    expect(ZApplicationDraft.safeParse({ loan: {} }).success).toBe(true);
    expect(ZApplicationDraft.safeParse({ extra: {} }).success).toBe(false);
    expect(DRAFT_SECTION_SCHEMAS.loan.safeParse({ amount: null, purpose: '' }).success).toBe(true);
    expect(DRAFT_SECTION_SCHEMAS.loan.safeParse({ amount: -1 }).success).toBe(false);
    expect(DRAFT_SECTION_SCHEMAS.business.safeParse({ established_on: '2020-13-45' }).success).toBe(
      false,
    );
  });

  it('apply the market’s rules and the cross-field checks strictly', () => {
    const sample = sampleApplication('AU');
    const au = rules('AU');
    const nzbnInAu = au.business.safeParse({
      ...sample.business,
      business_number: '9429041234563',
    });
    expect(nzbnInAu.error?.issues.map((issue) => issue.message)).toEqual([
      'lead-validation.abn_invalid',
    ]);
    // An NZBN whose only fault is its last digit says so (issue 30), as on the apply forms.
    const nz = rules('NZ');
    const nzSample = sampleApplication('NZ');
    const checkDigit = nz.business.safeParse({
      ...nzSample.business,
      business_number: '9429041234564',
    });
    expect(checkDigit.error?.issues.map((issue) => issue.message)).toEqual([
      'market-validation.nzbn_check_digit',
    ]);
    const director = sample.directors!.directors![0]!;
    const young = au.directors.safeParse({
      directors: [{ ...director, date_of_birth: new Date().toISOString().slice(0, 10) }],
    });
    expect(young.error?.issues[0]?.message).toBe('full-application-validation.adult');
    const owners = au.directors.safeParse({
      directors: [director, { ...director, ownership_percent: 70 }],
    });
    expect(owners.error?.issues[0]?.message).toBe('full-application-validation.ownership');
    // The limit and its currency in the message, as on the apply forms (issue 30).
    expect(au.loan.safeParse({ ...sample.loan, amount: 1_000 }).error?.issues[0]).toMatchObject({
      message: 'market-validation.amount_min_aud',
      minimum: 5_000,
    });
    expect(
      au.declarations.safeParse({ ...sample.declarations, insolvency: true }).error?.issues[0]
        ?.path,
    ).toEqual(['insolvency_details']);
    expect(
      au.declarations.safeParse({ ...sample.declarations, consent_privacy: false }).success,
    ).toBe(false);
  });
});
