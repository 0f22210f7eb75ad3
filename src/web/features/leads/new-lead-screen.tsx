import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApplyVariant } from '../../../shared/leads/apply.contract';
import { isMarket } from '../../../shared/markets/markets';
import { PageHeader } from '../../components/page-header';
import { useApplyOptions } from '../apply/apply-options';
import type { ApplyFormValues } from '../apply/apply-form-values';
import { FormOptionsState } from '../apply/form-options-state';
import { NewLeadForm } from './new-lead-form';

/**
 * `/leads/new` (issue 30): an enquiry taken by phone, with the guest forms' fields and rules.
 * The admin picks how much the caller gave (the three variants); what was typed carries over.
 */
export function NewLeadScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const preset = search.get('market');
  const options = useApplyOptions();
  const [variant, setVariant] = useState<ApplyVariant>('apply-quick');
  const [kept, setKept] = useState<Partial<ApplyFormValues>>(() =>
    isMarket(preset) ? { market: preset } : {},
  );
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('pages.new_lead.title')} description={t('lead-repeat.new_lead_intro')} />
      <FormOptionsState query={options} />
      {options.data && (
        <NewLeadForm
          key={variant}
          variant={variant}
          options={options.data}
          kept={kept}
          onVariant={(next, values) => {
            setKept(values);
            setVariant(next);
          }}
        />
      )}
    </article>
  );
}
