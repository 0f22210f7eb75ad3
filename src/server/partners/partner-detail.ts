import type { TPartnerDetail } from '../../shared/partners/partners-admin.contract';
import type { DbOrTx } from '../db/transaction';
import { commissionTotals } from '../commissions/commissions.queries';
import { AppError } from '../errors';
import { partnerFigures } from './partner-figures.queries';
import { findPartnerWithUser, type PartnerWithUser } from './partners-admin.queries';

/** The referral link of the spec's `/apply/:id` route. */
function referralUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/apply/${encodeURIComponent(code)}`;
}

/** Loads a partner or answers 404 (the same for a malformed and an unknown id). */
export async function partnerOr404(db: DbOrTx, id: string, lock = false) {
  const row = await findPartnerWithUser(db, id, lock);
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return row;
}

/** The values an audit row keeps of a partner: what an admin can change. */
export function auditedPartner({ partner }: Pick<PartnerWithUser, 'partner'>) {
  return {
    company: partner.company,
    phone: partner.phone,
    market: partner.market,
    business_number: partner.businessNumber,
    status: partner.status,
  };
}

/** A partner's page: details, user, approval, referral link and figures per market. */
export async function partnerDetail(
  db: DbOrTx,
  id: string,
  appUrl: string,
): Promise<TPartnerDetail> {
  const { partner, user, approverName } = await partnerOr404(db, id);
  return {
    id: partner.id,
    company: partner.company,
    phone: partner.phone,
    market: partner.market,
    business_number: partner.businessNumber,
    status: partner.status,
    referral_code: partner.referralCode,
    referral_url: referralUrl(appUrl, partner.referralCode),
    approved_at: partner.approvedAt?.toISOString() ?? null,
    approved_by:
      partner.approvedBy && approverName ? { id: partner.approvedBy, name: approverName } : null,
    created_at: partner.createdAt.toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    },
    figures: await partnerFigures(db, partner.id),
    commission_terms:
      partner.commissionType && partner.commissionValue !== null
        ? { type: partner.commissionType, value: partner.commissionValue }
        : null,
    show_commissions: partner.showCommissions,
    commission_totals: await commissionTotals(db, partner.id),
  };
}
