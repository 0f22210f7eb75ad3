import type { Logger } from 'drizzle-orm';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * A Drizzle logger that keeps the statements sent while `record` runs, so a benchmark can
 * replay exactly what a request asked of the database as bare SQL.
 */
export class StatementRecorder implements Logger {
  private statements: Statement[] | undefined;

  logQuery(text: string, params: unknown[]): void {
    this.statements?.push({ text, params });
  }

  async record(work: () => Promise<unknown>): Promise<Statement[]> {
    this.statements = [];
    try {
      await work();
      return this.statements;
    } finally {
      this.statements = undefined;
    }
  }
}
