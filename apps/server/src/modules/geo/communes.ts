import codesPostaux from 'codes-postaux';

export interface Commune {
  city: string;
  insee: string;
}

const collator = new Intl.Collator('fr');

/** Communes served by a postal code, from La Poste's dataset (offline). One entry per INSEE code. */
export function findCommunesByPostalCode(zipCode: string): Commune[] {
  if (!/^\d{5}$/.test(zipCode)) return [];
  const byInsee = new Map<string, Commune>();
  for (const entry of codesPostaux.find(zipCode)) {
    if (!byInsee.has(entry.codeCommune))
      byInsee.set(entry.codeCommune, { city: entry.nomCommune, insee: entry.codeCommune });
  }
  return [...byInsee.values()].sort((a, b) => collator.compare(a.city, b.city));
}
