import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { freePort } from './free-port';
import { TEST_APP_KEY } from '../../src/server/leads/leads.test-support';

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

/** The real server (src/server/main.ts) in its own process on a free loopback port. */
export async function startAppProcess(
  env: Record<string, string>,
  deadlineMs = 60_000,
  /** Where the server's output goes (a file the caller reads afterwards); the terminal else. */
  logFile?: string,
): Promise<AppProcess> {
  // A caller that must know the address first (an OAuth redirect URI) chooses the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      // Production refuses to start without one (decision 0058); every process of a test shares it.
      APP_KEY: TEST_APP_KEY,
      ...env,
    },
    stdio: logFile
      ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')]
      : ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(baseUrl, child, deadlineMs);
  return {
    baseUrl,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A guest of a running server, as a browser is: it holds the XSRF cookie the server issued and
 * echoes it on each JSON POST.
 */
export async function guestSession(baseUrl: string) {
  const first = await fetch(`${baseUrl}/healthz`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('the server issued no XSRF-TOKEN cookie');
  const send = (
    method: string,
    path: string,
    body: unknown,
    signal?: AbortSignal,
    token?: string,
  ) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        cookie: `XSRF-TOKEN=${xsrf}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  return {
    /** The anti-forgery token to echo on requests this helper does not send (multipart). */
    xsrf,
    post: (path: string, body: unknown, signal?: AbortSignal) => send('POST', path, body, signal),
    /** Any method, as a signed-in user, with a bound on the wait. */
    request: (method: string, path: string, body: unknown, token: string, signal?: AbortSignal) =>
      send(method, path, body, signal, token),
    /** As a signed-in user (a bearer token) who still echoes the anti-forgery cookie. */
    put: (path: string, body: unknown, token: string) => send('PUT', path, body, undefined, token),
    postAs: (path: string, body: unknown, token: string) =>
      send('POST', path, body, undefined, token),
  };
}
