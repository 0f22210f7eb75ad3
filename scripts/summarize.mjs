// Sums Vitest JSON reports (and extra pass/fail checks) into the closing line CI reads:
// `N passed, N failed` (`, N skipped` when any). A missing report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function summarize(reports, extra = { passed: 0, failed: 0 }) {
  let passed = extra.passed;
  let failed = extra.failed;
  let skipped = 0;
  for (const file of reports) {
    if (!existsSync(file)) {
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed +=
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return { passed, failed, skipped, line };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const extraPassed = Number(process.env.EXTRA_PASSED ?? 0);
  const extraFailed = Number(process.env.EXTRA_FAILED ?? 0);
  const result = summarize(process.argv.slice(2), { passed: extraPassed, failed: extraFailed });
  console.log(result.line);
  process.exit(result.failed > 0 ? 1 : 0);
}
