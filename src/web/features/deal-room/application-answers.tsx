import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_SECTIONS,
  type ApplicationSection,
  type TApplicationChoices,
  type TApplicationDraft,
} from '../../../shared/deal-room/full-application.contract';
import { useFormats } from '../../lib/preferences/use-formats';

type Values = Record<string, unknown>;
const record = (value: unknown): Values =>
  value && typeof value === 'object' ? (value as Values) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function useShow(choices: TApplicationChoices) {
  const { t } = useTranslation();
  const formats = useFormats();
  const missing = t('full-application.not_answered');
  return {
    text: (value: unknown) => (typeof value === 'string' && value.trim() ? value : missing),
    money: (value: unknown) =>
      typeof value === 'number' ? formats.money(value, choices.currency) : missing,
    number: (value: unknown) => (typeof value === 'number' ? String(value) : missing),
    day: (value: unknown) => (typeof value === 'string' && value ? formats.day(value) : missing),
    yesNo: (value: unknown) =>
      value === true
        ? t('full-application.yes')
        : value === false
          ? t('full-application.no')
          : missing,
    choice: (options: readonly { value: string; label: string }[], value: unknown) =>
      options.find((option) => option.value === value)?.label ?? missing,
    address: (value: unknown) => {
      const { street, suburb, region, postcode } = record(value);
      const parts = [street, suburb, region, postcode].filter(
        (part) => typeof part === 'string' && part.trim(),
      );
      return parts.length ? parts.join(', ') : missing;
    },
  };
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SectionAnswers({
  section,
  value,
  choices,
}: {
  section: ApplicationSection;
  value: Values;
  choices: TApplicationChoices;
}) {
  const { t } = useTranslation();
  const show = useShow(choices);
  const f = (field: string) =>
    t(`full-application.field.${field}` as 'full-application.field.street');
  switch (section) {
    case 'business':
      return (
        <Rows
          rows={[
            [f('legal_name'), show.text(value.legal_name)],
            [f('trading_name'), show.text(value.trading_name)],
            [choices.business_number, show.text(value.business_number)],
            [f('structure'), show.choice(choices.structures, value.structure)],
            [f('industry'), show.choice(choices.industries, value.industry)],
            [f('established_on'), show.day(value.established_on)],
            [f('address'), show.address(value.address)],
            [f('website'), show.text(value.website)],
          ]}
        />
      );
    case 'directors':
      return (
        <div className="flex flex-col gap-4">
          {list(value.directors).map((item, index) => {
            const director = record(item);
            return (
              <div key={index} className="flex flex-col gap-1">
                <h4 className="font-semibold">
                  {t('full-application.director_n', { number: index + 1 })}
                </h4>
                <Rows
                  rows={[
                    [f('full_name'), show.text(director.full_name)],
                    [f('date_of_birth'), show.day(director.date_of_birth)],
                    [f('email'), show.text(director.email)],
                    [f('mobile'), show.text(director.mobile)],
                    [f('residential_address'), show.address(director.address)],
                    [f('ownership_percent'), show.number(director.ownership_percent)],
                    [f('guarantor'), show.yesNo(director.guarantor)],
                  ]}
                />
              </div>
            );
          })}
        </div>
      );
    case 'financials':
      return (
        <div className="flex flex-col gap-2">
          <Rows
            rows={[
              [f('annual_revenue'), show.money(value.annual_revenue)],
              [f('net_profit'), show.money(value.net_profit)],
              [f('total_assets'), show.money(value.total_assets)],
              [f('total_liabilities'), show.money(value.total_liabilities)],
            ]}
          />
          <h4 className="font-semibold">{t('full-application.debts')}</h4>
          {list(value.debts).length === 0 ? (
            <p>{t('full-application.no_debts')}</p>
          ) : (
            <ul className="list-disc pl-6">
              {list(value.debts).map((item, index) => {
                const debt = record(item);
                return (
                  <li key={index}>
                    {t('full-application.debt_line', {
                      lender: show.text(debt.lender),
                      balance: show.money(debt.balance),
                      repayment: show.money(debt.monthly_repayment),
                    })}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      );
    case 'loan':
      return (
        <Rows
          rows={[
            [f('amount'), show.money(value.amount)],
            [f('purpose'), show.choice(choices.purposes, value.purpose)],
            [f('term_months'), show.number(value.term_months)],
            [
              f('repayment_frequency'),
              typeof value.repayment_frequency === 'string' && value.repayment_frequency
                ? t(`full-application.frequency.${value.repayment_frequency as 'weekly'}`)
                : show.text(''),
            ],
            [
              f('security'),
              typeof value.security === 'string' && value.security
                ? t(`full-application.security.${value.security as 'none'}`)
                : show.text(''),
            ],
            [f('security_details'), show.text(value.security_details)],
          ]}
        />
      );
    case 'declarations': {
      const rows: [string, ReactNode][] = [[f('insolvency'), show.yesNo(value.insolvency)]];
      if (value.insolvency === true) {
        rows.push([f('insolvency_details'), show.text(value.insolvency_details)]);
      }
      rows.push([
        t('full-application.field.tax_debt', { office: choices.market === 'AU' ? 'ATO' : 'IRD' }),
        show.yesNo(value.tax_debt),
      ]);
      if (value.tax_debt === true) {
        rows.push([f('tax_debt_details'), show.text(value.tax_debt_details)]);
      }
      const consented =
        value.consent_credit_check === true &&
        value.consent_privacy === true &&
        value.confirm_accurate === true;
      rows.push([t('full-application.consents'), show.yesNo(consented)]);
      rows.push([f('signature'), show.text(value.full_name)]);
      return <Rows rows={rows} />;
    }
  }
}

/**
 * The answers, read-only, section by section: the guest's review step and the lead screen.
 * `actions` adds a control beside each section's heading (the review's "Edit").
 */
export function ApplicationAnswers({
  data,
  choices,
  headingLevel = 3,
  actions,
}: {
  data: TApplicationDraft;
  choices: TApplicationChoices;
  headingLevel?: 2 | 3 | 4;
  actions?: (section: ApplicationSection) => ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className="flex flex-col gap-6">
      {APPLICATION_SECTIONS.map((section) => (
        <section key={section} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading className="text-lg font-semibold">
              {t(`full-application.steps.${section}`)}
            </Heading>
            {actions?.(section)}
          </div>
          <SectionAnswers section={section} value={record(data[section])} choices={choices} />
        </section>
      ))}
    </div>
  );
}
