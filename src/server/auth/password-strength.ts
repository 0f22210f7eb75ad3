import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import type { MessageKey } from '../../shared/i18n/message-key';
import { PASSWORD_MIN_LENGTH } from '../../shared/validation/fields';
import { loadConfig } from '../config';
import type { DbOrTx } from '../db/transaction';
import { fieldError } from '../errors';
import { findPartnerByUserId } from '../partners/partners.queries';
import { readSettings } from '../settings/app-settings';

/**
 * zxcvbn's score 3 ("safely unguessable", about 10^8 guesses and more) with the common and
 * English dictionaries: `aaaaaaaaaaaa` or `password1234` fail, a few unrelated words pass
 * (issue 31, finding 5; decision 0059).
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
/** Built once: the dictionaries take a second; main.ts builds it before listening. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator;
}

export function warmPasswordEstimator(): void {
  strengthEstimator();
}

export interface PasswordOwner {
  email: string;
  name?: string | null;
  /** A partner's firm: `shahaccounting1` is as guessable to a fraudster as the person's name. */
  company?: string | null;
}

const plain = (value: string) => value.toLowerCase().replace(/[\s._-]+/g, '');

/** What is wrong with a new password, or null: the one rule, for every place one is set. */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  appNames: readonly string[],
): MessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'validation.password_min';
  const localPart = owner.email.split('@')[0] ?? '';
  // Whole names and each word of them ("Shah", "Accounting"): zxcvbn weighs a password built
  // from any of them as a guess it would try first (issue 42, item 9).
  const names = [owner.name ?? '', owner.company ?? '', ...appNames];
  const words = names.flatMap((name) => name.split(/[\s._-]+/)).filter((word) => word.length >= 4);
  const personal = [owner.email, localPart, ...names, ...words]
    .map(plain)
    .filter((value) => value.length >= 3);
  if (personal.some((value) => plain(password).includes(value))) {
    return 'security.password_personal';
  }
  const { score } = strengthEstimator().check(password, personal);
  return score < MIN_SCORE ? 'security.password_weak' : null;
}

/** The app's names a password must not contain: the one saved in settings and the configured one. */
export async function appNames(db: DbOrTx): Promise<string[]> {
  const configured = loadConfig().APP_NAME;
  const { app_name: saved } = await readSettings(db, ['app_name'], { APP_NAME: configured });
  return [...new Set([saved, configured])];
}

/** Refuses a weak password with a 422 on `field`, saying what is wrong, in the reader's language. */
export async function assertStrongPassword(
  db: DbOrTx,
  password: string,
  owner: PasswordOwner & { userId?: string },
  field = 'password',
): Promise<void> {
  // A partner changing or resetting their password: their firm's name is theirs too.
  const company =
    owner.company ?? (owner.userId && (await findPartnerByUserId(db, owner.userId))?.company);
  const problem = passwordProblem(password, { ...owner, company }, await appNames(db));
  if (problem) throw fieldError(field, problem);
}
