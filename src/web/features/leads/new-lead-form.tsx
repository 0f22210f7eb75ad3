import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import {
  createAdminLeadVariantSchema,
  type ApplyVariant,
  type TAdminLead,
} from '../../../shared/leads/apply.contract';
import { NEW_LEAD_ENDPOINTS } from '../../../shared/leads/new-lead.endpoints';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { pathTo } from '../../router/route-names';
import {
  VISIBLE_FIELDS,
  initialValues,
  marketOptions,
  type ApplyFormValues,
} from '../apply/apply-form-values';
import { schemaOptionsOf } from '../apply/apply-options';
import { BusinessSection } from '../apply/business-section';
import { ConsentField } from '../apply/consent-field';
import { ContactSection } from '../apply/contact-section';
import { RequestSection } from '../apply/request-section';

const VARIANTS: readonly ApplyVariant[] = ['apply-quick', 'apply-now', 'apply'];

/** The variant's own fields only (its schema is strict): no form token, no landing context. */
function startingValues(
  variant: ApplyVariant,
  options: TApplyOptionsResponse,
  kept: Partial<ApplyFormValues>,
): ApplyFormValues {
  const all = initialValues({ variant, options, landing: {}, draft: kept });
  const wanted = new Set<string>([...VISIBLE_FIELDS[variant], 'variant', 'product']);
  return Object.fromEntries(
    Object.entries(all).filter(([field]) => wanted.has(field)),
  ) as ApplyFormValues;
}

/** The active partners of the market, by company, for the credit select. */
function usePartnersOf(market: string) {
  return useQuery({
    queryKey: ['new-lead-partners', market],
    queryFn: () =>
      callApi(PARTNERS_ADMIN_ENDPOINTS.list, {
        query: {
          status: 'active',
          market: market === 'NZ' ? 'NZ' : 'AU',
          sort: 'company',
          limit: 100,
        },
      }),
  });
}

/** The New lead form: the guest sections, the partner to credit, then the lead's screen. */
export function NewLeadForm({
  variant,
  options,
  kept,
  onVariant,
}: {
  variant: ApplyVariant;
  options: TApplyOptionsResponse;
  kept: Partial<ApplyFormValues>;
  onVariant: (variant: ApplyVariant, values: Partial<ApplyFormValues>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [partnerId, setPartnerId] = useState('');
  const [partnerError, setPartnerError] = useState<string | undefined>();
  const schema = useMemo(
    () => createAdminLeadVariantSchema(variant, schemaOptionsOf(options)),
    [variant, options],
  );
  const form = useForm<ApplyFormValues, unknown, TAdminLead>({
    shouldFocusError: false,
    resolver: formResolver<typeof schema, ApplyFormValues, TAdminLead>(schema),
    defaultValues: startingValues(variant, options, kept),
  });
  const { errors, isSubmitting } = form.formState;
  const marketCode = useWatch({ control: form.control, name: 'market' });
  // A partner of one market cannot be credited with a lead of the other.
  const [partnerMarket, setPartnerMarket] = useState(marketCode);
  if (partnerMarket !== marketCode) {
    setPartnerMarket(marketCode);
    setPartnerId('');
  }
  const market = marketOptions(options, marketCode);
  const partners = usePartnersOf(marketCode);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    setPartnerError(undefined);
    try {
      const answer = await callApi(NEW_LEAD_ENDPOINTS.create, {
        body: { ...values, partner_id: partnerId || null },
      });
      if (!answer.repeat) showToast('success', t('lead-repeat.created', answer));
      // A repeat lands on the lead it joined, which says so (decision 0052).
      await navigate(pathTo('lead', { id: answer.lead_id }), {
        state: answer.repeat ? { joined: answer.reference } : null,
      });
    } catch (error) {
      // The partner is the screen's own choice, not a field of the shared form.
      if (error instanceof HttpError) setPartnerError(error.body?.errors?.partner_id?.[0]);
      setMessage(submitFailure(error, form.setError));
    }
  });

  if (!market) return null;
  const sectionProps = { form, options, market, forAdmin: true };
  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-6" noValidate>
      <Card>
        <SelectField
          label={t('lead-repeat.form_kind')}
          options={VARIANTS.map((value) => ({ value, label: t(`lead-repeat.kind.${value}`) }))}
          value={variant}
          onChange={(event) =>
            onVariant(event.target.value as ApplyVariant, { ...form.getValues(), consent: false })
          }
        />
      </Card>
      <Card>
        <ContactSection {...sectionProps} />
        <SelectField
          label={t('lead-repeat.partner')}
          options={[
            { value: '', label: t('lead-repeat.no_partner') },
            ...(partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.company })),
          ]}
          value={partnerId}
          error={partnerError}
          onChange={(event) => setPartnerId(event.target.value)}
        />
      </Card>
      {variant !== 'apply-quick' && (
        <Card>
          <BusinessSection {...sectionProps} full={variant === 'apply'} />
        </Card>
      )}
      <Card>
        <RequestSection {...sectionProps} amountOnly={variant === 'apply-quick'} />
      </Card>
      <ConsentField
        text={t('lead-repeat.consent_read', { text: options.consent_text })}
        error={errors.consent?.message}
        field={form.register('consent')}
      />
      <FormMessage tone="error" text={message} />
      <div>
        <SubmitButton busy={isSubmitting} busyLabel={t('lead-repeat.creating')}>
          {t('lead-repeat.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
