import { describe, expect, it } from 'vitest';
import { bankPayeeName } from './bank-payee-name';

describe('bankPayeeName', () => {
  it('takes the macrons and accents off te reo Māori and European names, losing no letter', () => {
    expect(bankPayeeName('Nolan & Hōhaia Limited')).toEqual({
      text: 'Nolan & Hohaia Limited',
      dropped: [],
    });
    expect(bankPayeeName('Søren Æbelø, François')).toEqual({
      text: 'Soren AEbelo Francois',
      dropped: [],
    });
  });

  it("reports the letters no bank file carries, as a Chinese name's, instead of dropping them silently", () => {
    expect(bankPayeeName('王小明')).toEqual({ text: '', dropped: ['王', '小', '明'] });
    expect(bankPayeeName('Wang 小明 Ltd')).toEqual({ text: 'Wang Ltd', dropped: ['小', '明'] });
  });
});
