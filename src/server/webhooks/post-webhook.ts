import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { ForbiddenTargetError, guardedLookup, hostOf, isForbiddenAddress } from './target-guard';
import type { TargetPolicy } from './target-guard';

/** The start of the receiver's answer kept in the delivery log; the rest is read and dropped. */
const RESPONSE_BODY_KEPT = 1000;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  policy: TargetPolicy;
}

export interface WebhookAnswer {
  /** The HTTP status, or null when the receiver never answered (refused, timed out). */
  status: number | null;
  body: string | null;
  error: string | null;
  /** No answer within the deadline: the run of these pauses an endpoint (decision 0089). */
  timedOut: boolean;
  ms: number;
}

function readKept(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let kept = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (kept.length < RESPONSE_BODY_KEPT)
        kept += chunk.slice(0, RESPONSE_BODY_KEPT - kept.length);
    });
    response.on('end', () => resolve(kept));
    response.on('error', reject);
  });
}

/**
 * One POST to a receiver: through the SSRF guard (an IP literal checked here, a name inside the
 * connection's lookup), no redirects followed (a 3xx is a failure, never a second request to
 * somewhere else), and one deadline for connecting, sending and reading the answer.
 */
export async function postWebhook(input: WebhookRequest): Promise<WebhookAnswer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const url = new URL(input.url);
    const host = hostOf(url);
    if (isIP(host) && isForbiddenAddress(host, input.policy))
      throw new ForbiddenTargetError('private_address');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'LendRef-Webhooks/1',
          ...input.headers,
        },
        lookup: guardedLookup(input.policy),
        agent: false,
        signal: AbortSignal.timeout(input.timeoutMs),
      });
      request.on('response', (response) => {
        readKept(response).then(
          (body) => resolve({ status: response.statusCode ?? 0, body }),
          reject,
        );
      });
      request.on('error', reject);
      request.end(input.body);
    });
    return { status: answer.status, body: answer.body, error: null, timedOut: false, ms: ms() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'AbortError';
    const message = timedOut
      ? `no answer within ${input.timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    return { status: null, body: null, error: message.slice(0, 500), timedOut, ms: ms() };
  }
}
