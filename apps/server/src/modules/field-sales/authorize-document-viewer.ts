import type { FastifyRequest } from 'fastify';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { Agent } from '../agent-desk/agent-desk.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { DocumentViewer } from './order-documents.service.js';

/** An order's documents are read by an administrator, or by the agent who sells the order (else 401/403). */
export function createDocumentViewerAuthorizer(
  accounts: AccountsService,
  authorizeAgent: (request: FastifyRequest) => Promise<Agent>,
) {
  return async (request: FastifyRequest): Promise<DocumentViewer> => {
    if (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip))
      return { kind: 'admin' };
    const agent = await authorizeAgent(request);
    return { kind: 'agent', ownerKey: agent.key };
  };
}
