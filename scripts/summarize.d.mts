export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  line: string;
}
export function summarize(reports: string[], extra?: { passed: number; failed: number }): Summary;
export function printSummary(result: Summary): void;
