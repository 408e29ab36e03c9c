import { randomUUID } from 'node:crypto';
import { type CarSimulationShare, carSimulationEmailLines, maskEmail } from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { Agent } from '../agent-desk/agent-desk.service.js';
import type { CarSimulationService } from '../estimator/car-simulation.service.js';
import type { LeadsService } from '../leads/leads.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ResumeService } from '../resume/resume.service.js';

export interface CarSimulationShareDeps {
  carSimulation: CarSimulationService;
  orders: Pick<OrdersService, 'create'>;
  leads: Pick<LeadsService, 'saveLead'>;
  resume: Pick<ResumeService, 'saveOrderForLater'>;
  brandName: string;
}

export const SIMULATION_CONSENT_TEXT =
  'Le client accepte de recevoir sa simulation par e-mail et d’être recontacté à son sujet.';

/**
 * The dealer sends the buyer their simulation, with their consent: a lead on the dealership channel, a draft
 * preset with their name and the electricity (owned by the dealer, so the sale stays theirs), and the resume
 * link by e-mail: the buyer opens it on their own device, the draft moves to their session and they subscribe.
 */
export function createCarSimulationShare({
  carSimulation,
  orders,
  leads,
  resume,
  brandName,
}: CarSimulationShareDeps) {
  return {
    async share(agent: Agent, body: CarSimulationShare, requesterIp: string) {
      if (agent.channel !== 'dealership') {
        throw new BusinessError(
          'FORBIDDEN',
          'L’envoi d’une simulation de voiture électrique est réservé aux concessions.',
        );
      }
      const simulation = await carSimulation.simulate(body.simulation, agent.channel);
      if (!simulation.charging) throw new Error('A dealership simulation always has a car');
      const order = await orders.create(agent, {
        holder: {
          firstName: body.firstName,
          lastName: body.lastName,
          ...(body.phone ? { phone: body.phone } : {}),
        },
        situation: { energy: 'electricity' },
      });
      await leads.saveLead(
        {
          orderId: order.id,
          channel: agent.channel,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          ...(body.phone ? { phone: body.phone } : {}),
          marketingOptIn: true,
          marketingConsentText: SIMULATION_CONSENT_TEXT,
        },
        { sync: true },
      );
      const sent = await resume.saveOrderForLater({
        orderId: order.id,
        ownerHash: agent.key,
        email: body.email,
        requesterIp,
        idempotencyKey: randomUUID(),
        body: { orderId: order.id },
        preparedFor: {
          subject: `Votre simulation de recharge à domicile — ${brandName}`,
          lines: carSimulationEmailLines({
            input: body.simulation,
            estimate: simulation.estimate,
            charging: simulation.charging,
            offers: simulation.offers,
          }),
        },
      });
      const { data } = sent.body as { data: { expiresAt: string } };
      return {
        orderId: order.id,
        reference: order.reference,
        sentTo: maskEmail(body.email),
        expiresAt: data.expiresAt,
      };
    },
  };
}

export type CarSimulationShareService = ReturnType<typeof createCarSimulationShare>;
