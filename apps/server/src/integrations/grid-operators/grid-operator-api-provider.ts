import type { Energy } from '@voltaire/domain';
import { createEnedisClient } from './enedis-client.js';
import { createGrdfClient } from './grdf-client.js';
import type { GridOperatorApiOptions } from './grid-operator-http.js';
import { type GridOperatorProvider, MAX_POINTS_PER_SEARCH } from './grid-operator-provider.js';

/** The operators' own APIs behind one gateway: electricity goes to Enedis, gas to GRDF. */
export function createGridOperatorApiProvider(options: GridOperatorApiOptions): GridOperatorProvider {
  const enedis = createEnedisClient(options);
  const grdf = createGrdfClient(options);
  const clientFor = (energy: Energy) => (energy === 'electricity' ? enedis : grdf);
  return {
    searchByAddress: async (query) =>
      (await clientFor(query.energy).searchByAddress(query)).slice(0, MAX_POINTS_PER_SEARCH),
    findById: (energy, id) => clientFor(energy).findById(id),
    findAppointments: (query) => clientFor(query.energy).findAppointments(query),
    requestTermination: (termination) => clientFor(termination.energy).requestTermination(termination),
    cancelTermination: (cancellation) => clientFor(cancellation.energy).cancelTermination(cancellation),
  };
}
