import { useTranslation } from 'react-i18next';
import type { Currency, Market } from '../../../shared/markets/markets';
import { marketToday } from '../../../shared/settlements/settlement-day';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useFormats } from '../../lib/preferences/use-formats';

/** What the settle fields need to know of the lead (or the board's market). */
export interface SettleContext {
  market: Market;
  currency: Currency;
  /** The amount requested, shown as a reminder; unknown on the board's card-less path. */
  requested?: number;
  lenders: readonly { value: string; label: string }[];
}

/** The figures as typed: strings, turned into the request by `figuresBody`. */
export interface SettleDraft {
  amount: string;
  lender: string;
  day: string;
}

export const emptySettleDraft = (market: Market): SettleDraft => ({
  amount: '',
  lender: '',
  day: marketToday(market),
});

/**
 * The request's figures. A whole number goes as a number; anything else goes as typed, so the
 * server's 422 words the fault in the reader's language, the same as for any other client.
 */
export function figuresBody(draft: SettleDraft) {
  const amount = draft.amount.replace(/[\s,]/g, '');
  return {
    ...(amount ? { settled_amount: /^\d+$/.test(amount) ? Number(amount) : amount } : {}),
    ...(draft.lender ? { lender: draft.lender } : {}),
    ...(draft.day ? { settled_on: draft.day } : {}),
  } as { settled_amount?: number; lender?: string; settled_on?: string };
}

/**
 * Settled asks for its figures (decision 0054): the amount in whole dollars of the lead's
 * currency (named in the label), the lender of the market, and the day, at most today on the
 * market's clock.
 */
export function SettleFields({
  context,
  draft,
  errors,
  onChange,
}: {
  context: SettleContext;
  draft: SettleDraft;
  errors: Record<string, string[] | undefined>;
  onChange: (draft: SettleDraft) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const today = marketToday(context.market);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {t('settlement.dialog_intro')}
      </legend>
      <TextField
        label={t('settlement.amount', { currency: context.currency })}
        inputMode="numeric"
        autoComplete="off"
        value={draft.amount}
        error={errors.settled_amount?.[0]}
        hint={
          context.requested === undefined
            ? undefined
            : t('settlement.amount_hint', {
                requested: formats.money(context.requested, context.currency),
              })
        }
        onChange={(event) => onChange({ ...draft, amount: event.target.value })}
      />
      <SelectField
        label={t('settlement.lender')}
        placeholder
        options={context.lenders}
        value={draft.lender}
        error={errors.lender?.[0]}
        onChange={(event) => onChange({ ...draft, lender: event.target.value })}
      />
      <TextField
        label={t('settlement.settled_on')}
        type="date"
        max={today}
        value={draft.day}
        error={errors.settled_on?.[0]}
        hint={t('settlement.settled_on_hint', {
          today: formats.day(today),
          market: t(`markets.${context.market}`),
        })}
        onChange={(event) => onChange({ ...draft, day: event.target.value })}
      />
    </fieldset>
  );
}
