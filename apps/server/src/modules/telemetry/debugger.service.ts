import { randomUUID } from 'node:crypto';
import { scrubPersonalData, scrubPersonalDataDeep } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { DebuggerRepository } from './debugger.repository.js';
import type { DebuggerNotifyBody } from './debugger.schemas.js';

export function createDebuggerService({
  debuggerRepository,
  clock,
}: {
  debuggerRepository: DebuggerRepository;
  clock: Clock;
}) {
  return {
    async notify(report: DebuggerNotifyBody, userAgent: string | undefined) {
      const id = randomUUID();
      const stored = {
        id,
        type: report.type,
        url: scrubPersonalData(report.url),
        description: scrubPersonalData(report.description),
        customData: report.customData === undefined ? null : scrubPersonalDataDeep(report.customData),
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: clock.now(),
      };
      await debuggerRepository.insert(stored);
      return stored;
    },
  };
}

export type DebuggerService = ReturnType<typeof createDebuggerService>;

export type StoredReport = Awaited<ReturnType<DebuggerService['notify']>>;
