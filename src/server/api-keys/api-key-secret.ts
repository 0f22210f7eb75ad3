import { API_KEY_PREFIX } from '../../shared/api-keys/api-key-scopes';
import { randomToken, sha256 } from '../lib/hash';

/** Characters of the random part shown again in lists (`lr_live_ab12cd`): recognisable, useless. */
const VISIBLE_CHARACTERS = 6;

/** A new key: 32 random bytes behind the prefix; only its hash and visible start are stored. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  return {
    secret,
    prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS),
    hash: sha256(secret),
  };
}

/** True for what may be a key (its prefix): anything else is not looked up at all. */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length <= 200;
}
