export { webSessions } from '../modules/session/session.table.js';
export { debugReports } from '../modules/telemetry/debug-report.table.js';
