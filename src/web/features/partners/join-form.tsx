import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ZJoinRequestSchema,
  type TJoinOptionsResponse,
  type TJoinRequest,
} from '../../../shared/partners/join.contract';
import { EmailField } from '../../components/form/email-field';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { JOIN_ENDPOINTS } from '../../../shared/partners/join.endpoints';
import { pathTo } from '../../router/route-names';
import { guestSubmitFailure } from '../apply/guest-submit';
import { HoneypotField } from '../apply/honeypot-field';
import { MarketChoice } from '../apply/market-choice';
import type { Market } from '../../../shared/markets/markets';
import {
  browserVisitorMarket,
  rememberVisitorMarket,
  useRenderedMarket,
} from '../apply/visitor-market';
import { rendersAsServer } from '../../lib/ssr/page-render-data';
import { formResolver, submitHandler } from '../../lib/forms/forms';

const VISIBLE_FIELDS = [
  'name',
  'email',
  'mobile',
  'company',
  'market',
  'business_number',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof TJoinRequest)[];

/** Partner sign-up (/join): the account is created pending until an administrator approves. */
export function JoinForm({ options }: { options: TJoinOptionsResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  // Rendered on the server (0073), the form starts on the first market, as the server drew it.
  const [asServer] = useState(rendersAsServer);
  const renderedMarket = useRenderedMarket();
  const offered = (market: Market | undefined) =>
    options.markets.some((choice) => choice.code === market) ? market : undefined;
  const likelyMarket = () => offered(browserVisitorMarket()) ?? options.markets[0]?.code ?? 'AU';
  const form = useForm<TJoinRequest, unknown, TJoinRequest>({
    shouldFocusError: false,
    resolver: formResolver<typeof ZJoinRequestSchema, TJoinRequest, TJoinRequest>(
      ZJoinRequestSchema,
    ),
    defaultValues: {
      name: '',
      email: '',
      mobile: '',
      company: '',
      // A New Zealand visitor starts on New Zealand, as on the apply forms (issue 30).
      market: asServer
        ? (offered(renderedMarket) ?? options.markets[0]?.code ?? 'AU')
        : likelyMarket(),
      business_number: '',
      password: '',
      password_confirmation: '',
      website: '',
      form_token: options.form_token,
    },
  });
  useEffect(() => {
    // A New Zealand visitor moves to New Zealand once hydrated, unless they chose already.
    if (asServer && !form.getFieldState('market').isDirty) form.setValue('market', likelyMarket());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { errors, isSubmitting } = form.formState;
  const market = useWatch({ control: form.control, name: 'market' });

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(JOIN_ENDPOINTS.join, { body: values });
      await navigate(pathTo('thank-you-partner'), { state: answer });
    } catch (error) {
      setMessage(guestSubmitFailure(error, form, VISIBLE_FIELDS));
    }
  });

  return (
    <form onSubmit={submitHandler(submit)} className="relative flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('join-form.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField
          label={t('apply-form.email')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('apply-form.mobile')}
          type="tel"
          autoComplete="tel-national"
          hint={t(`apply-form.mobile_hint.${market}`)}
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <TextField
          label={t('join-form.company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
      </div>
      <MarketChoice
        legend={t('join-form.market')}
        markets={options.markets.map((item) => item.code)}
        error={errors.market?.message}
        field={form.register('market', {
          onChange: () => {
            form.clearErrors(['business_number', 'mobile']);
            rememberVisitorMarket(form.getValues('market'));
          },
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(`apply-form.business_number.${market}`)}
          inputMode="numeric"
          hint={t(`apply-form.business_number_hint.${market}`)}
          error={errors.business_number?.message}
          {...form.register('business_number')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('join-form.password')}
          type="password"
          autoComplete="new-password"
          hint={t('security.password_hint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('join-form.password_confirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
      </div>
      <HoneypotField field={form.register('website')} />
      <FormMessage tone="error" text={message} />
      <div>
        <SubmitButton busy={isSubmitting} busyLabel={t('apply-form.sending')}>
          {t('join-form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
