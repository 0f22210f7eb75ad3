import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import {
  createApplicationVariantSchema,
  type ApplyVariant,
  type TApplication,
} from '../../../shared/leads/apply.contract';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { APPLY_ENDPOINTS } from '../../../shared/leads/apply.endpoints';
import { clearDraft, loadDraft, saveDraft } from './apply-draft';
import {
  VISIBLE_FIELDS,
  initialValues,
  marketOptions,
  type ApplyFormValues,
} from './apply-form-values';
import { schemaOptionsOf } from './apply-options';
import { BusinessSection } from './business-section';
import { ConsentField } from './consent-field';
import { ContactSection } from './contact-section';
import { HoneypotField } from './honeypot-field';
import { guestSubmitFailure, hiddenFieldErrors } from './guest-submit';
import { landingContext } from '../../lib/session/landing-context';
import { RequestSection } from './request-section';
import { formResolver, submitHandler } from '../../lib/forms/forms';
import { thankYouTarget } from './received-reference';
import { browserVisitorMarket, useRenderedMarket } from './visitor-market';
import { rendersAsServer } from '../../lib/ssr/page-render-data';

interface ApplyFormProps {
  variant: ApplyVariant;
  options: TApplyOptionsResponse;
  referralCode?: string;
}

/** The guest application, one component for the three variants (issue 4). */
export function ApplyForm({ variant, options, referralCode }: ApplyFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const schema = useMemo(
    () => createApplicationVariantSchema(variant, schemaOptionsOf(options)),
    [variant, options],
  );
  // Rendered on the server (0073), the form starts as the server drew it; the draft, the landing
  // page and the visitor's market follow once hydrated, without touching what was typed.
  const [asServer] = useState(rendersAsServer);
  const renderedMarket = useRenderedMarket();
  const browserValues = () =>
    initialValues({
      variant,
      options,
      referralCode,
      landing: landingContext(),
      draft: loadDraft(variant),
      market: browserVisitorMarket(),
    });
  const form = useForm<ApplyFormValues, unknown, TApplication>({
    shouldFocusError: false,
    // The variant's schema checks its own fields; the form holds the full set.
    resolver: formResolver<typeof schema, ApplyFormValues, TApplication>(schema),
    defaultValues: asServer
      ? initialValues({
          variant,
          options,
          referralCode,
          landing: {},
          draft: null,
          market: renderedMarket,
        })
      : browserValues(),
  });
  useEffect(() => {
    if (asServer) form.reset(browserValues(), { keepDirtyValues: true });
    // Once, after hydration: the values are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { errors, isSubmitting } = form.formState;
  const market = marketOptions(options, useWatch({ control: form.control, name: 'market' }));

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(variant, values),
      }),
    [form, variant],
  );

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const answer = await callApi(APPLY_ENDPOINTS.apply, { body: values });
        clearDraft(variant);
        const target = thankYouTarget(variant, answer);
        await navigate(target, { state: answer });
      } catch (error) {
        setMessage(guestSubmitFailure(error, form, VISIBLE_FIELDS[variant]));
      }
    },
    (invalid) => setMessage(hiddenFieldErrors(invalid, VISIBLE_FIELDS[variant])),
  );

  if (!market) return null;
  const sectionProps = { form, options, market };
  return (
    <form onSubmit={submitHandler(submit)} className="relative flex flex-col gap-6" noValidate>
      <ContactSection {...sectionProps} />
      {variant !== 'apply-quick' && (
        <BusinessSection {...sectionProps} full={variant === 'apply'} />
      )}
      <RequestSection {...sectionProps} amountOnly={variant === 'apply-quick'} />
      <HoneypotField field={form.register('website')} />
      <ConsentField
        text={options.consent_text}
        error={errors.consent?.message}
        field={form.register('consent')}
      />
      {/* Beside the button the guest just pressed: a long form's top is out of sight. */}
      <FormMessage tone="error" text={message} />
      <div>
        <SubmitButton busy={isSubmitting} busyLabel={t('apply-form.sending')}>
          {t('apply-form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
