import autocannon from 'autocannon';
import pg from 'pg';
import { stopGracefully } from './child-processes.js';
import { makeScratchDir, removeScratchDir } from './scratch-dirs.js';
import { startVoltaire } from './server-processes.js';

/** One journey as a browser makes it: open an order, the six save-points, hand it to signing. */
export const JOURNEY_STEPS = [
  'create order',
  'housing',
  'deliveryPoint',
  'situation',
  'holder',
  'payment',
  'summary',
  'push to signing',
] as const;
type JourneyStepName = (typeof JOURNEY_STEPS)[number];

export interface JourneyResult {
  database: 'postgresql';
  connections: number;
  durationSeconds: number;
  completedJourneys: number;
  journeysPerSecond: number;
  /** Per step, from the request written to its answer read, in ms. */
  steps: { step: JourneyStepName; count: number; p50Ms: number; p99Ms: number; failures: number }[];
  non2xx: number;
  errors: number;
  /** The first unexpected answers, to tell a fast error from a fast success. */
  sampleFailures: string[];
}

export const JOURNEY_SETTINGS = { connections: 20, warmupSeconds: 2, durationSeconds: 10 } as const;

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A PDL nobody else uses in this run: one active order per delivery point is the rule. */
function freshPdl(): string {
  return String(10_000_000_000_000 + Math.floor(Math.random() * 89_999_999_999_999));
}

export function stepBodies(
  journey: number,
): Record<Exclude<JourneyStepName, 'create order' | 'push to signing'>, unknown> {
  return {
    housing: {
      address: {
        streetNumber: '12',
        streetName: 'Rue de la Roquette',
        zipCode: '75011',
        city: 'Paris',
        inseeCode: '75111',
        consentFindPoint: true,
        oneLineSearchValid: true,
        fullAddress: '12 Rue de la Roquette 75011 Paris',
      },
      housingType: 'flat',
    },
    deliveryPoint: {
      mode: 'confirmed',
      point: { energy: 'electricity', id: freshPdl() },
      confirmedMine: true,
    },
    situation: {
      kind: 'switching',
      energy: 'electricity',
      offerId: 'elec-fixe',
      kva: 6,
      option: 'BASE',
      // Outside the 14-day withdrawal period, so no express-start request is needed.
      startDate: isoDateInDays(45),
    },
    holder: {
      civility: 'Mme',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: `bench.${journey}@example.fr`,
      phone: '0612345678',
      birthDate: '1985-04-12',
      billingAddressSameAsSupply: true,
    },
    payment: {
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      accountHolder: 'Jeanne Dupont',
      debitDay: 5,
      mandateAccepted: true,
    },
    summary: { termsAccepted: true, meterDataConsent: true },
  };
}

interface JourneyContext {
  cookie?: string;
  orderId?: string;
  journey?: number;
  sentAt?: number;
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `voltaire_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The whole subscription journey as an autocannon request sequence, each connection a visitor going
 * through it again and again, against a server on a fresh PostgreSQL database.
 */
export async function runJourneyBenchmark(
  adminUrl: string,
  log: (line: string) => void = () => undefined,
  serverEnv: Record<string, string> = {},
): Promise<JourneyResult> {
  const database = await createDatabase(adminUrl);
  const dataDir = makeScratchDir('voltaire-bench-journey-');
  const server = await startVoltaire(dataDir, { DATABASE_URL: database.url, ...serverEnv });
  const latencies = new Map<JourneyStepName, number[]>(JOURNEY_STEPS.map((step) => [step, []]));
  const failures = new Map<JourneyStepName, number>(JOURNEY_STEPS.map((step) => [step, 0]));
  const sampleFailures: string[] = [];
  let journeys = 0;
  let completed = 0;
  let measuring = false;

  const record = (step: JourneyStepName, status: number, body: string, context: JourneyContext) => {
    if (!measuring) return;
    const elapsed = performance.now() - (context.sentAt ?? performance.now());
    latencies.get(step)?.push(elapsed);
    const expected = step === 'create order' ? 201 : 200;
    if (status !== expected) {
      failures.set(step, (failures.get(step) ?? 0) + 1);
      if (sampleFailures.length < 5) sampleFailures.push(`${step}: HTTP ${status} ${body.slice(0, 160)}`);
    } else if (step === 'push to signing') {
      completed += 1;
    }
  };
  const stamp = (context: JourneyContext) => {
    context.sentAt = performance.now();
  };

  const savePoint = (step: Exclude<JourneyStepName, 'create order' | 'push to signing'>) => ({
    method: 'POST' as const,
    path: '/api/v3/session/nextjs-save-point',
    setupRequest: (request: Record<string, unknown>, context: JourneyContext) => {
      if (!context.orderId || !context.cookie) return undefined;
      stamp(context);
      return {
        ...request,
        headers: { 'content-type': 'application/json', cookie: context.cookie },
        body: JSON.stringify({
          orderId: context.orderId,
          step,
          data: stepBodies(context.journey ?? 0)[step],
        }),
      };
    },
    onResponse: (status: number, body: string, context: JourneyContext) =>
      record(step, status, body, context),
  });

  const requests = [
    {
      method: 'POST' as const,
      path: '/api/v2/order',
      setupRequest: (request: Record<string, unknown>, context: JourneyContext) => {
        journeys += 1;
        context.journey = journeys;
        context.cookie = undefined;
        context.orderId = undefined;
        stamp(context);
        return { ...request, headers: { 'content-type': 'application/json' }, body: '{"channel":"web"}' };
      },
      onResponse: (
        status: number,
        body: string,
        context: JourneyContext,
        headers: Record<string, string | string[]>,
      ) => {
        record('create order', status, body, context);
        const setCookie = headers['set-cookie'];
        const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map(
          (line) => line.split(';')[0],
        );
        context.cookie = cookies.join('; ');
        try {
          context.orderId = (JSON.parse(body) as { data?: { id?: string } }).data?.id;
        } catch {
          context.orderId = undefined;
        }
      },
    },
    savePoint('housing'),
    savePoint('deliveryPoint'),
    savePoint('situation'),
    savePoint('holder'),
    savePoint('payment'),
    savePoint('summary'),
    {
      method: 'POST' as const,
      path: '/api/v3/command/push/:id',
      setupRequest: (request: Record<string, unknown>, context: JourneyContext) => {
        if (!context.orderId || !context.cookie) return undefined;
        stamp(context);
        return {
          ...request,
          path: `/api/v3/command/push/${context.orderId}`,
          headers: { cookie: context.cookie },
          body: undefined,
        };
      },
      onResponse: (status: number, body: string, context: JourneyContext) =>
        record('push to signing', status, body, context),
    },
  ];

  try {
    const run = (duration: number) =>
      autocannon({
        url: server.baseUrl,
        connections: JOURNEY_SETTINGS.connections,
        duration,
        timeout: 10,
        requests,
      });
    log(`journey: warm-up ${JOURNEY_SETTINGS.warmupSeconds} s…`);
    await run(JOURNEY_SETTINGS.warmupSeconds);
    measuring = true;
    log(
      `journey: ${JOURNEY_SETTINGS.connections} visitors for ${JOURNEY_SETTINGS.durationSeconds} s on PostgreSQL…`,
    );
    const result = await run(JOURNEY_SETTINGS.durationSeconds);
    measuring = false;
    return {
      database: 'postgresql',
      connections: JOURNEY_SETTINGS.connections,
      durationSeconds: result.duration,
      completedJourneys: completed,
      journeysPerSecond: completed / result.duration,
      steps: JOURNEY_STEPS.map((step) => {
        const values = latencies.get(step) ?? [];
        return {
          step,
          count: values.length,
          p50Ms: percentile(values, 0.5),
          p99Ms: percentile(values, 0.99),
          failures: failures.get(step) ?? 0,
        };
      }),
      non2xx: result.non2xx,
      errors: result.errors,
      sampleFailures,
    };
  } finally {
    await stopGracefully(server.process, 10_000);
    removeScratchDir(dataDir);
    await database.drop();
  }
}
