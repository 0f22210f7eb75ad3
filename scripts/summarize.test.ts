import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { summarize } from './summarize.mjs';

function reportFile(report: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'summarize-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

it('sums the reports and the checks, and names each failed test and file with its error', () => {
  const main = reportFile({
    numPassedTests: 3,
    numFailedTests: 1,
    numPendingTests: 1,
    success: false,
    testResults: [
      {
        name: join(process.cwd(), 'e2e/apply.test.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'sends the form', status: 'passed', failureMessages: [] },
          {
            fullName: 'apply > keeps the amount',
            status: 'failed',
            failureMessages: ['\nAssertionError: expected 1 to be 2\n    at apply.test.ts:3'],
          },
        ],
      },
      {
        name: join(process.cwd(), 'e2e/broken.test.ts'),
        status: 'failed',
        message: 'SyntaxError: Unexpected token',
        assertionResults: [],
      },
    ],
  });
  const result = summarize([main, '/nowhere/report.json'], { passed: 2, failed: 1 });
  // One failed test, one file that failed to run, the missing report and one check.
  expect(result.line).toBe('5 passed, 4 failed, 1 skipped');
  expect(result.failures).toEqual([
    'e2e/apply.test.ts > apply > keeps the amount: AssertionError: expected 1 to be 2',
    'e2e/broken.test.ts: SyntaxError: Unexpected token',
    '/nowhere/report.json: no report was written',
  ]);
});
