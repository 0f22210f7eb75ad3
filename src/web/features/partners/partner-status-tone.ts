import type { BadgeTone } from '../../components/badge';
import type { PartnerStatus } from '../../../shared/partners/partner-status';

export const STATUS_TONE: Record<PartnerStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
};
