import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type Params, useParams } from 'react-router';
import { loadAgentJourney } from './agent-journey';
import { stepFromSlug } from './journey-steps';

interface PageModule {
  loader: (args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
}

/** The journey's pages, each its own lazy module with its loader and its screen. */
const PAGES = {
  start: async (): Promise<PageModule> => {
    const { startLoader, StartPage } = await import('./start-page');
    return { loader: startLoader, Component: StartPage };
  },
  resume: async (): Promise<PageModule> => {
    const { resumeLoader, ResumePage } = await import('./resume-page');
    return { loader: resumeLoader, Component: ResumePage };
  },
  order: () => import('./open-order'),
  housing: () => import('./steps/housing-step'),
  deliveryPoint: () => import('./steps/delivery-point-step'),
  situation: () => import('./steps/situation-step'),
  holder: () => import('./steps/holder-step'),
  payment: () => import('./steps/payment-step'),
  summary: () => import('./steps/summary-step'),
} satisfies Record<string, () => Promise<PageModule>>;

type PageName = keyof typeof PAGES;

/**
 * The page an address shows: `/souscription`, `/souscription/<commande>` (its next step),
 * `/souscription/<commande>/<étape>` or `/reprise/<jeton>`.
 */
export function pageOf(params: Params): { page: PageName; orderId?: string } | undefined {
  if (params.token !== undefined) return { page: 'resume' };
  const rest = (params['*'] ?? '').replace(/\/$/, '');
  if (rest === '') return { page: 'start' };
  const [orderId, slug, ...more] = rest.split('/');
  if (orderId && slug === undefined) return { page: 'order', orderId };
  const step = more.length === 0 && slug ? stepFromSlug(slug) : undefined;
  return orderId && step ? { page: step, orderId } : undefined;
}

const loaded = new Map<PageName, PageModule>();

/** Who entered the order in a step's loader data, as the server handed it over. */
function orderIn(data: unknown): { agentId: string | null } | undefined {
  if (typeof data !== 'object' || data === null || !('order' in data)) return undefined;
  const { order } = data;
  if (typeof order !== 'object' || order === null || !('agentId' in order)) return undefined;
  const { agentId } = order;
  return typeof agentId === 'string' || agentId === null ? { agentId } : undefined;
}

/** Imported on every call (the module system caches it): a server render records the modules it loads. */
async function loadPage(page: PageName): Promise<PageModule> {
  const module = await PAGES[page]();
  loaded.set(page, module);
  return module;
}

/**
 * The whole journey is one route of the shell (`souscription/*`, plus `reprise/:token`): its loader loads the
 * page's own module, then runs that page's loader. The shell thus carries two route entries, not eight.
 */
export const journeyRoute = {
  async loader(args: LoaderFunctionArgs) {
    const target = pageOf(args.params);
    if (!target) throw data(null, { status: 404 });
    const module = await loadPage(target.page);
    const params = target.orderId ? { ...args.params, orderId: target.orderId } : args.params;
    return module.loader({ ...args, params });
  },
  Component: JourneyRoute,
  handle: {
    /** A step drawn by the server hydrates with what its loader would have loaded: its page, the agent's frame. */
    async beforeHydration(params: Params, loaderData: unknown) {
      const target = pageOf(params);
      const order = orderIn(loaderData);
      await Promise.all([target && loadPage(target.page), order && loadAgentJourney(order)]);
    },
  },
};

function JourneyRoute() {
  const target = pageOf(useParams());
  const module = target && loaded.get(target.page);
  // The loader loaded the module before this renders.
  if (!target || !module) return null;
  return <module.Component key={`${target.page}-${target.orderId ?? ''}`} />;
}
