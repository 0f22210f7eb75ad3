import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A throwaway PostgreSQL cluster of Debian's packages, on a loopback port, for one test file. */
export interface PostgresCluster {
  url: string;
  /** pg_ctl stop with the given mode; the server is down until start(). */
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  restart(mode: 'fast' | 'immediate'): void;
  destroy(): void;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return bin;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dataDir = mkdtempSync(join(tmpdir(), 'lendref-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the cluster belongs to the `postgres` user then.
  if (asRoot)
    chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    // No pipes: the postmaster pg_ctl leaves running would hold them open, and a synchronous
    // call waits for them to close. Failures are read from the server's own log.
    const result = spawnSync(command, fullArgs, { stdio: 'ignore' });
    if (result.status !== 0) {
      const log = join(dataDir, 'server.log');
      const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args.at(-1)} failed (${result.status}): ${tail}`);
    }
  };
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-o', options, 'start']);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    start,
    restart: (mode) => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-o', options, 'restart']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
