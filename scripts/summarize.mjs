// Sums Vitest JSON reports (and extra pass/fail checks) into the closing line CI reads:
// `N passed, N failed` (`, N skipped` when any). A missing report counts as one failure.
// The failed tests are named just above that line: CI keeps only the end of its output.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
}

/**
 * `file > test: first line of its error` for every failed test of a report, and `file: error`
 * for every file that failed without a failed test (it did not run), counted in `brokenFiles`.
 */
function failuresOf(report) {
  const lines = [];
  let brokenFiles = 0;
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      lines.push(`${name}: ${firstLine(file.message)}`);
      brokenFiles += 1;
    }
  }
  return { lines, brokenFiles };
}

export function summarize(reports, extra = { passed: 0, failed: 0 }) {
  let passed = extra.passed;
  let failed = extra.failed;
  let skipped = 0;
  const failures = [];
  for (const file of reports) {
    if (!existsSync(file)) {
      failed += 1;
      failures.push(`${file}: no report was written`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { lines, brokenFiles } = failuresOf(report);
    // A file that did not run counts once, as does a failed run that names nothing.
    const failedHere = (report.numFailedTests ?? 0) + brokenFiles;
    passed += report.numPassedTests ?? 0;
    failed += failedHere || (report.success === false ? 1 : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    failures.push(...lines);
  }
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return { passed, failed, skipped, failures, line };
}

/** The failures, one a line and cut to a screen's width, then the closing line. */
export function printSummary(result) {
  for (const failure of result.failures) console.log(`FAILED ${failure.slice(0, 400)}`);
  console.log(result.line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const extraPassed = Number(process.env.EXTRA_PASSED ?? 0);
  const extraFailed = Number(process.env.EXTRA_FAILED ?? 0);
  const result = summarize(process.argv.slice(2), { passed: extraPassed, failed: extraFailed });
  printSummary(result);
  process.exit(result.failed > 0 ? 1 : 0);
}
