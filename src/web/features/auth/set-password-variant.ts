import type { INVITE_ENDPOINTS } from '../../../shared/auth/invite.endpoints';
import type { PASSWORD_RESET_ENDPOINTS } from '../../../shared/auth/password-reset.endpoints';

/** What differs between a reset and an accepted invitation: endpoint and wording. */
export interface SetPasswordVariant {
  endpoint: typeof PASSWORD_RESET_ENDPOINTS.reset | typeof INVITE_ENDPOINTS.accept;
  title: string;
  intro: string;
  submit: string;
  /** Asked when the page opens: a dead link says so before a password is typed. */
  check?: typeof PASSWORD_RESET_ENDPOINTS.check;
}
