import { ROUTE_PATHS, type RouteName } from '../../shared/routes/route-paths';

/**
 * Which part of a URL is a secret is known from the route, not from how the value looks: a
 * token followed by `.`, `)`, a space or `=` no longer looks like a token, yet it is one (issue
 * 31, finding 5). Every route with a `:token` parameter, and the pages whose `:id` is a one-time
 * or guest token, have that whole segment redacted, whatever it holds and however the path is
 * spelled (`/%61pi/...`, any case).
 */
const TOKEN_PAGES = [
  'password.reset',
  'invite',
  'full-application',
  'term-sheet',
  'upload',
] as const satisfies readonly RouteName[];

interface TokenRoute {
  /** Lower-cased literal segments, or null where a parameter stands. */
  parts: (string | null)[];
  tokenAt: Set<number>;
}

const tokenRoutes = new Map<string, TokenRoute>();

function remember(pattern: string, isToken: (param: string) => boolean): void {
  const segments = pattern.split('/').filter(Boolean);
  const tokenAt = new Set(segments.flatMap((part, i) => (isToken(part) ? [i] : [])));
  if (tokenAt.size === 0 || tokenRoutes.has(pattern)) return;
  const parts = segments.map((part) => (part.startsWith(':') ? null : part.toLowerCase()));
  tokenRoutes.set(pattern, { parts, tokenAt });
}

for (const name of TOKEN_PAGES) remember(ROUTE_PATHS[name], (part) => part.startsWith(':'));

/** Called for every route registered (logger.ts): one with a `:token` parameter is remembered. */
export function rememberTokenRoute(pattern: string): void {
  remember(pattern, (part) => part === ':token');
}

/** The patterns whose token segment is redacted (the log test walks them all). */
export function tokenRoutePatterns(): string[] {
  return [...tokenRoutes.keys()];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function redactPath(path: string): string {
  const segments = path.split('/');
  // Indexes of the non-empty segments: `//api/...` still lines up with the route.
  const present = segments.flatMap((segment, i) => (segment ? [i] : []));
  const plain = present.map((i) => decoded(segments[i]!));
  for (const route of tokenRoutes.values()) {
    for (let i = 0; i < route.parts.length && i < present.length; i++) {
      const literal = route.parts[i];
      if (literal !== null && literal !== plain[i]) break;
      if (route.tokenAt.has(i)) segments[present[i]!] = '[redacted]';
    }
  }
  return segments.join('/');
}

/**
 * Every query value, whatever its name: besides tokens and signatures, a query carries API keys
 * (`?api_key=`) and what people type in a search box (applicants' e-mails and phones), and a
 * name-based list misses the next one (issue 41, finding 8). Names stay, so a line still says
 * which filter was used; a part without `=` is a value too.
 */
function redactQuery(query: string): string {
  if (query.length <= 1) return query;
  const parts = query
    .slice(1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1) return part ? '[redacted]' : part;
      return `${part.slice(0, equals)}=${equals === part.length - 1 ? '' : '[redacted]'}`;
    });
  return `?${parts.join('&')}`;
}

// Defence in depth for a path no route knows: anything that still looks like a token.
const TOKEN_SHAPED_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|\?|$)/g;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return redactPath(path).replace(TOKEN_SHAPED_SEGMENT, '/[redacted]') + redactQuery(query);
}
