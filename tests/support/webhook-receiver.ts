import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { closeServer, listenOnLoopback } from './loopback-server';

export interface ReceivedWebhook {
  id: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  headers: IncomingHttpHeaders;
}

/**
 * A real receiver on 127.0.0.1 that does what a customer's would: reads the body and verifies
 * it with the reference `standardwebhooks` package (a delivery that fails to verify is answered
 * 400 and counted in `rejected`). `answers` queues the statuses of the next answers (500 then
 * 200 ...); `stop()` and `start()` again keep the port, as a receiver restarting.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  rejected = 0;
  /** Statuses to answer next, in order; 200 once empty. */
  readonly answers: number[] = [];
  secrets: string[] = [];
  /** Called after each verified delivery is recorded, before it is answered (a test may stop). */
  onReceived: ((count: number) => void) | undefined;
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** Distinct `webhook-id`s received and verified. */
  ids(): Set<string> {
    return new Set(this.received.map((hook) => hook.id));
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          'webhook-id': String(request.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
        };
        const verified = this.secrets.some((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        if (!verified) {
          this.rejected += 1;
          response.writeHead(400).end('bad signature');
          return;
        }
        const status = this.answers.shift() ?? 200;
        if (status >= 200 && status < 300)
          this.received.push({
            id: headers['webhook-id'],
            payload: JSON.parse(body) as ReceivedWebhook['payload'],
            headers: request.headers,
          });
        this.onReceived?.(this.received.length);
        if (!this.server) return;
        response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
      });
    });
    this.port = await listenOnLoopback(server, this.port);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}
