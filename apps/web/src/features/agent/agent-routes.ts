import type { RouteObject } from 'react-router';

/**
 * The landings of SPEC §2, each the workspace of an agent channel (the paths of the domain's
 * `LANDING_PATHS` and `SPECIAL_CHANNEL_LANDING_PATH`, without their slash: agent-landings.test.ts checks it).
 * Written out here so that the shell, which imports this file, carries no domain code.
 */
export const AGENT_LANDINGS = [
  'contrats-energies-tlv',
  'contrats-energies-comparateur',
  'contrats-energies-vad',
  'concession/simulation',
  'channel/edfom',
] as const;

/** The layout, its guard and the workspace: one lazy module, imported from this single place. */
const screens = () => import('./agent-screens');

/**
 * The agents' area: its own layout (agent, channel, « Se déconnecter ») around the workspace of each landing.
 * Function-form `lazy`, so that the route objects stay usable by a second router (tests).
 */
export const agentRoutes: RouteObject = {
  id: 'agent',
  lazy: async () => (await screens()).loadAgentLayout(),
  children: AGENT_LANDINGS.map((path) => ({
    path,
    lazy: async () => (await screens()).loadWorkspace(),
  })),
};
