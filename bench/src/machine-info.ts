import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';

export interface MachineInfo {
  node: string;
  platform: string;
  arch: string;
  cpuModel: string;
  cpuCount: number;
  totalMemoryBytes: number;
  /** 1-minute load average when the run started: a busy machine lowers every figure. */
  loadAverage1m: number;
}

export function describeMachine(): MachineInfo {
  const processors = cpus();
  return {
    node: process.version,
    platform: `${platform()} ${release()}`,
    arch: arch(),
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cpuCount: processors.length,
    totalMemoryBytes: totalmem(),
    loadAverage1m: loadavg()[0] ?? 0,
  };
}
