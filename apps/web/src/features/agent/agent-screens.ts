/**
 * Loads the agents' layout and workspace with their loaders. Reached through one dynamic import from
 * agent-routes.ts, so the shell carries a single preload list for the area.
 */
export async function loadAgentLayout() {
  const [{ agentGuardLoader }, { AgentLayout }] = await Promise.all([
    import('./agent-guard'),
    import('./agent-layout'),
  ]);
  return { loader: agentGuardLoader, Component: AgentLayout };
}

export async function loadWorkspace() {
  const [{ workspaceLoader }, { WorkspacePage }] = await Promise.all([
    import('./workspace-loader'),
    import('./workspace-page'),
  ]);
  return { loader: workspaceLoader, Component: WorkspacePage };
}
