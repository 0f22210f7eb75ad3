import type { Locale } from '../../shared/i18n/locales';
import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import type { TLeadDetailResponse } from '../../shared/leads/lead-detail.contract';
import { allowedMoves, isOpenStatus } from '../../shared/leads/pipeline';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { labelled, loadFormOptions } from '../options/form-options';
import { inactiveOptionsUsed } from '../options/options.queries';
import { findVersionById, versionAnswer } from '../legal/legal.queries';
import { currentSettlement, lendersOf } from '../settlements/settlements.queries';
import {
  activeAdmins,
  activeCloseReasons,
  findLeadDetail,
  reopenStatusOf,
} from './lead-detail.queries';
import { creditablePartners } from './lead-partner.queries';

/**
 * What the lead screen shows: every field, partner, assignee, version, aging, the moves the
 * pipeline allows from here, and the choices of its controls in the reader's language.
 */
export async function loadLeadDetail(
  db: DbOrTx,
  id: string,
  locale: Locale,
): Promise<TLeadDetailResponse> {
  const row = await findLeadDetail(db, id);
  if (!row) throw new AppError('not_found', 'errors.not_found');
  const { lead } = row;
  const reopenTo = isOpenStatus(lead.status)
    ? undefined
    : await reopenStatusOf(db, lead.id, lead.status);
  const [
    { rows: activeRows, schemaOptions },
    admins,
    reasons,
    retired,
    privacy,
    settled,
    lenders,
    partners,
  ] = await Promise.all([
    loadFormOptions(db),
    activeAdmins(db),
    activeCloseReasons(db),
    inactiveOptionsUsed(db, [
      { group: 'industry', value: lead.industry },
      { group: 'purpose', value: lead.purpose },
      { group: 'time_trading', value: lead.timeTrading },
    ]),
    lead.consentPrivacyVersionId ? findVersionById(db, lead.consentPrivacyVersionId) : undefined,
    currentSettlement(db, lead.id),
    lendersOf(db, lead.market, false),
    creditablePartners(db, lead.market),
  ]);
  // A lender switched off later still names the settlement that used it.
  const lenderLabels = labelled(lenders, 'lender', locale);
  const rows = [...activeRows, ...retired];
  return {
    lead: {
      id: lead.id,
      reference: lead.reference,
      market: lead.market,
      currency: lead.currency,
      source: lead.source,
      product_slug: lead.productSlug,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      mobile: lead.mobile,
      business_name: lead.businessName,
      business_structure: lead.businessStructure,
      business_number: lead.businessNumber,
      industry: lead.industry,
      time_trading: lead.timeTrading,
      annual_revenue: lead.annualRevenue,
      amount: lead.amount,
      purpose: lead.purpose,
      term_months: lead.termMonths,
      region: lead.region,
      locale: lead.locale,
      status: lead.status,
      partner:
        lead.partnerId && row.partnerCompany
          ? { id: lead.partnerId, company: row.partnerCompany }
          : null,
      assigned_to:
        lead.assignedTo && row.assignedName
          ? { id: lead.assignedTo, name: row.assignedName }
          : null,
      version: lead.version,
      consent_at: lead.consentAt.toISOString(),
      consent: {
        text: lead.consentText,
        locale: lead.locale,
        privacy_version: privacy ? versionAnswer(privacy) : null,
      },
      created_at: lead.createdAt.toISOString(),
      updated_at: lead.updatedAt.toISOString(),
      status_changed_at: lead.statusChangedAt.toISOString(),
      last_activity_at: lead.lastActivityAt.toISOString(),
      erased_at: lead.erasedAt?.toISOString() ?? null,
      aging: Boolean(row.aging),
      aging_days: row.agingDays,
      allowed_moves: allowedMoves(lead.status, reopenTo),
      settlement: settled
        ? {
            id: settled.settlement.id,
            amount: settled.settlement.amount,
            currency: settled.settlement.currency,
            lender: {
              value: settled.settlement.lender,
              label:
                lenderLabels.find((option) => option.value === settled.settlement.lender)?.label ??
                settled.settlement.lender,
            },
            settled_on: settled.settlement.settledOn,
            recorded_by: settled.recordedBy,
            created_at: settled.settlement.createdAt.toISOString(),
          }
        : null,
    },
    choices: {
      admins,
      decline_reasons: labelled(reasons, CLOSE_REASON_GROUPS.declined, locale),
      withdrawal_reasons: labelled(reasons, CLOSE_REASON_GROUPS.withdrawn, locale),
      industries: labelled(rows, 'industry', locale),
      purposes: labelled(rows, 'purpose', locale),
      time_trading: labelled(rows, 'time_trading', locale),
      amount_limits: schemaOptions.amountLimits[lead.market],
      lenders: labelled(
        lenders.filter((option) => option.active),
        'lender',
        locale,
      ),
      lender_names: lenderLabels,
      partners,
    },
  };
}
