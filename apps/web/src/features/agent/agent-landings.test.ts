import { LANDING_PATHS, SPECIAL_CHANNEL_LANDING_PATH } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { workspacePathOf } from './agent-landings';
import { AGENT_LANDINGS } from './agent-routes';

describe('the agents’ landings', () => {
  it('are the landings of the domain, every role but the default one, and the special channel', () => {
    const { default: _site, ...agentLandings } = LANDING_PATHS;
    expect(AGENT_LANDINGS.map((path) => `/${path}`).sort()).toEqual(
      [...Object.values(agentLandings), SPECIAL_CHANNEL_LANDING_PATH].sort(),
    );
  });

  it('lead back from an order to the workspace of its channel', () => {
    expect(workspacePathOf('telesales')).toBe('/contrats-energies-tlv');
    expect(workspacePathOf('comparison')).toBe('/contrats-energies-comparateur');
    expect(workspacePathOf('specialChannel')).toBe('/channel/edfom');
  });
});
