import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { DebuggerRepository } from './debugger.repository.js';
import type { DebuggerNotifyBody } from './debugger.schemas.js';
import { scrubPersonalData, scrubText } from './scrub-personal-data.js';

export function createDebuggerService({
  debuggerRepository,
  clock,
}: {
  debuggerRepository: DebuggerRepository;
  clock: Clock;
}) {
  return {
    async notify(report: DebuggerNotifyBody, userAgent: string | undefined): Promise<{ id: string }> {
      const id = randomUUID();
      await debuggerRepository.insert({
        id,
        type: report.type,
        url: scrubText(report.url),
        description: scrubText(report.description),
        customData: report.customData === undefined ? null : scrubPersonalData(report.customData),
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: clock.now(),
      });
      return { id };
    },
  };
}

export type DebuggerService = ReturnType<typeof createDebuggerService>;
