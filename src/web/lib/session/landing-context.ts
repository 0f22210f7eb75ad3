const STORAGE_KEY = 'apply.landing';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const UTM_MAX = 255;
const REFERRER_MAX = 2048;

export type LandingContext = Partial<Record<(typeof UTM_KEYS)[number] | 'referrer', string>>;

function readStored(): LandingContext | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LandingContext) : null;
  } catch {
    return null;
  }
}

/**
 * Campaign parameters and the referring site of the page the guest landed on. Kept for the
 * browser tab so that moving between the apply screens or reloading keeps the first landing's
 * attribution; a new landing with UTM parameters replaces it. Values are cut to the lengths the
 * API accepts, so hidden fields can never fail validation.
 */
export function landingContext(): LandingContext {
  const params = new URLSearchParams(window.location.search);
  const fromUrl: LandingContext = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) fromUrl[key] = value.slice(0, UTM_MAX);
  }
  const stored = readStored();
  if (stored && Object.keys(fromUrl).length === 0) return stored;
  const referrer = document.referrer.slice(0, REFERRER_MAX);
  const context: LandingContext = referrer ? { ...fromUrl, referrer } : fromUrl;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(context));
  } catch {
    // Private mode without storage: the context still goes with this form.
  }
  return context;
}
