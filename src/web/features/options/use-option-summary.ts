import { useTranslation } from 'react-i18next';
import { currencyOf, isMarket, MARKETS, type Market } from '../../../shared/markets/markets';
import { MARKET_SCOPED_GROUPS, type OptionGroup } from '../../../shared/options/option-groups';
import { useFormats } from '../../lib/preferences/use-formats';
import type { TOptionEntry } from './option-form-values';

type Data = Record<string, unknown> | null | undefined;
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** One line saying what an entry's extra data holds, in the reader's language and money. */
export function useOptionSummary() {
  const { t } = useTranslation();
  const formats = useFormats();
  return (group: OptionGroup, entry: TOptionEntry): string | undefined => {
    const data = entry.data as Data;
    if (!data) return undefined;
    const market: Market = isMarket(entry.value) ? entry.value : 'AU';
    const money = (value: unknown) => {
      const amount = num(value);
      return amount === null ? '—' : formats.money(amount, currencyOf(market));
    };
    if (group === 'amount_limit') {
      return t('options-admin.limits_summary', { min: money(data.min), max: money(data.max) });
    }
    if (MARKET_SCOPED_GROUPS.includes(group) && Array.isArray(data.markets)) {
      const names = MARKETS.filter((code) => (data.markets as unknown[]).includes(code)).map(
        (code) => t(`markets.${code}`),
      );
      return t('options-admin.markets_summary', { markets: names.join(', ') });
    }
    if (group === 'term_sheet_default') {
      const type = data.interest_rate_type === 'variable' ? 'variable' : 'fixed';
      const frequency = String(data.repayment_frequency);
      const known = ['weekly', 'fortnightly', 'monthly'].includes(frequency);
      return t('options-admin.term_summary', {
        rate: formats.number(num(data.interest_rate) ?? 0),
        type: t(`options-admin.rate_${type}`),
        count: num(data.term_months) ?? 0,
        frequency: known
          ? t(`options-admin.frequency_${frequency as 'weekly' | 'fortnightly' | 'monthly'}`)
          : '—',
        fee: money(data.establishment_fee),
      });
    }
    return undefined;
  };
}
