import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback-server';

/**
 * A receiver on 127.0.0.1 that accepts every connection, reads the request and never answers,
 * as the partner's endpoints of issue 41 did. `open` holds the requests waiting for an answer;
 * `stop()` drops them (the sender sees its connection reset).
 */
export class HangingReceiver {
  readonly open: IncomingMessage[] = [];
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<void> {
    const server = createServer((request) => {
      request.resume();
      this.open.push(request);
    });
    this.port = await listenOnLoopback(server, 0);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}
