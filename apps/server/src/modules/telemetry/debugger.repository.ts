import type { Database } from '../../db/database.js';
import { debugReports } from './debug-report.table.js';

export type DebugReportRow = typeof debugReports.$inferInsert;

export function createDebuggerRepository(db: Database) {
  return {
    async insert(report: DebugReportRow): Promise<void> {
      await db.insert(debugReports).values(report);
    },
  };
}

export type DebuggerRepository = ReturnType<typeof createDebuggerRepository>;
