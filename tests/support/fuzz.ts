import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * What the fuzz tests share (issues 14 and 18): the seed (printed, replayed with FUZZ_SEED),
 * the bound on each answer, and the tally that turns a 5xx, a thrown inject (a crash) or a late
 * answer (a hang) into a failure naming the request.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Date.now() % 2 ** 31;
const ANSWER_BOUND_MS = 10_000;

type Send = (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;

export class FuzzTally {
  cases = 0;
  ok = 0;
  clientErrors = 0;
  serverErrors = 0;
  readonly failures: string[] = [];
  /** 2xx/3xx answers per route, to show generated input reached the handlers. */
  readonly okByRoute = new Map<string, number>();

  /** Sends one request within the bound; false (and a failure recorded) unless it answered < 500. */
  async check(
    send: Send,
    options: InjectOptions & { token?: string },
    label: string,
    route = label,
  ) {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((resolve) => {
      timer = setTimeout(() => resolve('hang'), ANSWER_BOUND_MS);
    });
    let answer: LightMyRequestResponse | 'hang';
    try {
      answer = await Promise.race([send(options), hang]);
    } catch (error) {
      this.failures.push(`${label}: threw ${String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
    this.cases += 1;
    if (answer === 'hang') {
      this.failures.push(`${label}: no answer in ${ANSWER_BOUND_MS} ms`);
      return false;
    }
    if (answer.statusCode >= 500) {
      this.serverErrors += 1;
      this.failures.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      return false;
    }
    if (answer.statusCode >= 400) this.clientErrors += 1;
    else {
      this.ok += 1;
      this.okByRoute.set(route, (this.okByRoute.get(route) ?? 0) + 1);
    }
    return true;
  }

  /** fast-check's own report of a failed property (its counterexample and the seed). */
  recordProperty(error: unknown) {
    const lines = String(error).split('\n').slice(0, 6);
    this.failures.push(lines.map((line) => line.slice(0, 600)).join('\n'));
  }

  summary(what: string) {
    return (
      `${what} (seed ${FUZZ_SEED}): ${this.cases} cases, ${this.ok} 2xx/3xx, ` +
      `${this.clientErrors} 4xx, ${this.serverErrors} 5xx`
    );
  }
}

/** Text of every kind: lone surrogates, NUL, control characters, long runs, look-alike values. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '%zz', '../../etc/passwd', "' or 1=1 --", 'NaN'),
  fc.emailAddress(),
  fc.string({ minLength: 300, maxLength: 3_000 }),
);
