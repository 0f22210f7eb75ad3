import { useTranslation } from 'react-i18next';
import { MERGE_FIELDS, type MergeField } from '../../../shared/lead-merge/lead-merge.contract';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { useFieldValue } from '../leads/lead-repeat-entry';

type LeadValues = TLeadDetailResponse['lead'];

/** For each field, which lead's value survives: a pair of radio buttons, the values beside them. */
export function MergeFieldChoices({
  detail,
  other,
  taken,
  onChange,
}: {
  /** The survivor's detail: its values, and the labels of the market's choices. */
  detail: TLeadDetailResponse;
  other: LeadValues;
  taken: ReadonlySet<MergeField>;
  onChange: (field: MergeField, take: boolean) => void;
}) {
  const { t } = useTranslation();
  const survivor = detail.lead;
  const valueOf = useFieldValue(detail);
  return (
    <div className="flex flex-col gap-3">
      {MERGE_FIELDS.map((field) => {
        const label = t(`lead-import.field.${field}`);
        const mine = survivor[field as keyof LeadValues];
        const theirs = other[field as keyof LeadValues];
        return (
          <fieldset
            key={field}
            className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_1fr] dark:border-slate-700"
          >
            <legend className="sr-only">{t('lead-merge.choose_value', { field: label })}</legend>
            <span aria-hidden="true" className="font-medium">
              {label}
            </span>
            {[false, true].map((take) => (
              <label key={String(take)} className="flex min-w-0 items-start gap-2">
                <input
                  type="radio"
                  name={`merge-${field}`}
                  checked={taken.has(field) === take}
                  onChange={() => onChange(field, take)}
                />
                <span className="min-w-0 break-words">
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    {take ? t('lead-merge.take') : t('lead-merge.keep')}
                  </span>
                  {valueOf(field, take ? theirs : mine)}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
