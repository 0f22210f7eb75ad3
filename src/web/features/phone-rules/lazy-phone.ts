import type * as Phone from '../../../shared/leads/phone';
import type { Market } from '../../../shared/markets/markets';

// A type only: the module itself is imported on demand below.
type PhoneModule = typeof Phone;

/** Thrown by a phone check made before the rules have loaded; lib/forms.ts waits and retries. */
export class PhoneRulesLoading extends Error {
  constructor(readonly loaded: Promise<unknown>) {
    super('the phone number rules are still loading');
  }
}

let phone: PhoneModule | undefined;
let loading: Promise<PhoneModule> | undefined;

/** Starts loading the phone rules (once; a failed load is tried again on the next call). */
function loadPhoneRules(): Promise<PhoneModule> {
  loading ??= import('../../../shared/leads/phone').then(
    (module) => (phone = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The browser's stand-in for shared/leads/phone.ts in the guest forms' rules
 * (build/lazy-phone-rules.ts): the same answer once libphonenumber has loaded; before that, it
 * starts the load and throws PhoneRulesLoading, so that no number is ever judged without the
 * rules.
 */
export function toE164Mobile(value: string, market: Market): string | null {
  if (phone) return phone.toE164Mobile(value, market);
  throw new PhoneRulesLoading(loadPhoneRules());
}
