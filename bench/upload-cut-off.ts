// What one oversized upload costs the server (issue 31, decision 0057): the real server on a
// fresh PGlite folder, a per-file limit of UPLOAD_BENCH_LIMIT_MB (default 20, the product's
// default), and one 200 MB file sent chunked as fast as loopback takes it. Prints the bytes the
// client had written and the server had read when the answer came, the time to the answer, and
// the server's CPU time (from /proc) for the attempt, answer and lingering close included.
//
//   npx tsx bench/upload-cut-off.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestSession, startAppProcess } from '../tests/support/app-process';
import { seedUploadTargets, streamUpload, uploadServerEnv } from '../tests/support/upload-stream';

const MB = 1024 * 1024;
const LIMIT_MB = Number(process.env.UPLOAD_BENCH_LIMIT_MB ?? 20);
const FILE_MB = 200;
const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of a process, from /proc/<pid>/stat (Linux). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

const dataDir = mkdtempSync(join(tmpdir(), 'lendref-bench-upload-'));
const logFile = join(dataDir, 'server.log');
try {
  const { targets } = await seedUploadTargets(dataDir, 1, LIMIT_MB);
  const server = await startAppProcess(uploadServerEnv(dataDir, 'info'), 60_000, logFile);
  try {
    const pid = server.child.pid!;
    const { xsrf } = await guestSession(server.baseUrl);
    const cpuBefore = cpuSeconds(pid);
    const result = await streamUpload({
      baseUrl: server.baseUrl,
      xsrf,
      ...targets[0]!,
      fileBytes: FILE_MB * MB,
    });
    const cpuAtAnswer = cpuSeconds(pid);
    // The server reads what follows the answer for 5 s at most, then closes: count that too.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const cpuAfterLinger = cpuSeconds(pid);
    const refusal = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('upload refused before its end'))
      .map((line) => JSON.parse(line) as { bytesRead: number; ms: number })[0];
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(`limit ${LIMIT_MB} MB, file ${FILE_MB} MB sent chunked`);
    console.log(`answer: ${result.status} ${result.message ?? ''}`);
    console.log(`client had written ${mb(result.writtenAtAnswer)} MB when the answer came`);
    if (refusal) {
      console.log(`server had read ${mb(refusal.bytesRead)} MB when it refused (${refusal.ms} ms)`);
    }
    console.log(`time to the answer: ${result.answeredAfterMs} ms`);
    console.log(
      `server CPU: ${(cpuAtAnswer - cpuBefore).toFixed(2)} s to the answer, ` +
        `${(cpuAfterLinger - cpuBefore).toFixed(2)} s with the lingering close`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
