import { stopGracefully } from './child-processes.js';
import { httpGet } from './http-get.js';
import { LOAD_SETTINGS, type LoadFigures, runLoad } from './load-test.js';
import { type RunningServer, startHelloWorld } from './server-processes.js';
import { ELIGIBILITY_ENDPOINT_NAME, INSEE_ENDPOINT_NAME, QUOTE_ENDPOINT_NAME } from './targets.js';

export interface EndpointResult extends LoadFigures {
  name: string;
  /** requests/s of this endpoint ÷ requests/s of hello-world, same run; 1 for hello-world itself. */
  ratioToHelloWorld: number;
  /** Why these figures should not be trusted (non-2xx, errors, wrong answer); empty when clean. */
  issues: string[];
}

export interface ThroughputResult {
  settings: typeof LOAD_SETTINGS;
  endpoints: EndpointResult[];
}

interface Endpoint {
  name: string;
  url: string;
  /** A JSON body makes it a POST. */
  post?: { body: string };
  /** Checks one answer before the load, so that a fast error page is not mistaken for speed. */
  check: (body: string) => string | undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const isHelloWorld = (body: string) => {
  const value = parseJson(body) as { hello?: unknown } | undefined;
  return value?.hello === 'world' ? undefined : `unexpected body ${body.slice(0, 80)}`;
};
const isHealthy = (body: string) => {
  const value = parseJson(body) as { status?: unknown } | undefined;
  return value?.status === 'ok' ? undefined : `unexpected body ${body.slice(0, 80)}`;
};
const isCommuneList = (body: string) => {
  const value = parseJson(body);
  const ok =
    Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry?.insee === 'string');
  return ok ? undefined : `expected a non-empty list of communes, got ${body.slice(0, 80)}`;
};

const isEnvelopeWithData = (body: string) => {
  const value = parseJson(body) as { errors?: unknown[]; data?: unknown } | undefined;
  return value?.data && value.errors?.length === 0 ? undefined : `unexpected body ${body.slice(0, 120)}`;
};

async function checkOnce(endpoint: Endpoint): Promise<string[]> {
  try {
    const { status, body } = await httpGet(endpoint.url, 2_000, endpoint.post);
    if (status !== 200) return [`pre-check: HTTP ${status}`];
    const problem = endpoint.check(body);
    return problem ? [`pre-check: ${problem}`] : [];
  } catch (error) {
    return [`pre-check: ${error instanceof Error ? error.message : String(error)}`];
  }
}

function loadIssues(figures: LoadFigures): string[] {
  const issues: string[] = [];
  if (figures.non2xx > 0) {
    const codes = Object.entries(figures.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${code}×${count}`)
      .join(', ');
    issues.push(`${figures.non2xx} non-2xx responses (${codes})`);
  }
  if (figures.errors > 0) issues.push(`${figures.errors} connection errors (${figures.timeouts} timeouts)`);
  if (figures.totalRequests === 0) issues.push('no request completed');
  return issues;
}

/**
 * Hello-world (its own process) first, then the Voltaire endpoints, one after the other with the same
 * settings; ratios compare each endpoint with hello-world measured in this same run.
 */
export async function runThroughputBenchmark(
  voltaire: RunningServer,
  log: (line: string) => void = () => undefined,
): Promise<ThroughputResult> {
  const helloWorld = await startHelloWorld();
  const measured: Array<{ name: string; figures: LoadFigures; issues: string[] }> = [];
  try {
    const endpoints: Endpoint[] = [
      { name: 'hello-world GET /', url: `${helloWorld.baseUrl}/`, check: isHelloWorld },
      { name: 'GET /api/health', url: `${voltaire.baseUrl}/api/health`, check: isHealthy },
      {
        name: INSEE_ENDPOINT_NAME,
        url: `${voltaire.baseUrl}/api/node/v1/sfdc/insee?zipCode=75011`,
        check: isCommuneList,
      },
      {
        name: QUOTE_ENDPOINT_NAME,
        url: `${voltaire.baseUrl}/api/v3/pricing-engine/cart-prices`,
        post: {
          body: JSON.stringify({
            offerId: 'elec-fixe',
            energy: 'electricity',
            kva: 6,
            option: 'BASE',
            consumption: { baseKwh: 2_500 },
          }),
        },
        check: isEnvelopeWithData,
      },
      {
        name: ELIGIBILITY_ENDPOINT_NAME,
        url: `${voltaire.baseUrl}/api/v2/eligibility`,
        post: { body: JSON.stringify({ context: { channel: 'web', postalCode: '20000', energy: 'gas' } }) },
        check: isEnvelopeWithData,
      },
    ];
    for (const endpoint of endpoints) {
      const checkIssues = await checkOnce(endpoint);
      log(
        `load: ${endpoint.name} (${LOAD_SETTINGS.warmupSeconds} s warm-up + ${LOAD_SETTINGS.durationSeconds} s)…`,
      );
      const figures = await runLoad(endpoint.url, endpoint.post);
      measured.push({ name: endpoint.name, figures, issues: [...checkIssues, ...loadIssues(figures)] });
    }
  } finally {
    await stopGracefully(helloWorld.process, 5_000);
  }

  const reference = measured[0]?.figures.requestsPerSecond ?? Number.NaN;
  return {
    settings: LOAD_SETTINGS,
    endpoints: measured.map(({ name, figures, issues }) => ({
      name,
      ...figures,
      ratioToHelloWorld: reference > 0 ? figures.requestsPerSecond / reference : Number.NaN,
      issues,
    })),
  };
}
