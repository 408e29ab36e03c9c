import { type Energy, GENERAL_TERMS_VERSION, type OrderKind, type SalesChannel } from '@voltaire/domain';

/** How the contract was concluded, which changes the legal mentions it carries. */
export type TemplateChannel = 'web' | 'telesales' | 'doorToDoor';

export interface ContractTemplate {
  /** Stable id, written into every document made from this template version. */
  id: string;
  energy: Energy;
  channel: TemplateChannel;
  version: string;
  title: string;
  subtitle: string;
  generalTermsVersion: string;
  /** The mention this channel requires, if any. */
  channelClause: string | null;
}

const CHANNEL_OF: Record<SalesChannel, TemplateChannel> = {
  web: 'web',
  partner: 'web',
  dealership: 'web',
  specialChannel: 'web',
  telesales: 'telesales',
  comparison: 'telesales',
  customerRelations: 'telesales',
  doorToDoor: 'doorToDoor',
};

const SUBTITLES: Record<TemplateChannel, string> = {
  web: 'Conditions particulières — souscription en ligne',
  telesales: 'Conditions particulières — souscription par téléphone',
  doorToDoor: 'Conditions particulières — souscription à domicile',
};

const CHANNEL_CLAUSES: Record<TemplateChannel, string | null> = {
  web: null,
  telesales:
    'Ce contrat fait suite à un échange téléphonique : conformément à l’article L221-16 du Code de la consommation, vous n’êtes engagé qu’à sa signature, sur ce support durable.',
  doorToDoor:
    'Contrat conclu hors établissement : aucun paiement ne peut vous être demandé avant l’expiration d’un délai de sept jours à compter de sa conclusion (article L221-10 du Code de la consommation).',
};

const ENERGY_TITLES: Record<Energy, string> = {
  electricity: 'Contrat de fourniture d’électricité',
  gas: 'Contrat de fourniture de gaz naturel',
};

/**
 * Templates are code with explicit versions rather than rows: the layout is code anyway, a new
 * version is a reviewed change, and a signed contract never needs its template again because its
 * exact bytes are stored. Bump `version` whenever the wording changes.
 */
export const CONTRACT_TEMPLATES: readonly ContractTemplate[] = (['electricity', 'gas'] as const).flatMap(
  (energy) =>
    (['web', 'telesales', 'doorToDoor'] as const).map((channel) => ({
      id: `${energy === 'electricity' ? 'elec' : 'gaz'}-${channel}`,
      energy,
      channel,
      version: '2026-02',
      title: ENERGY_TITLES[energy],
      subtitle: SUBTITLES[channel],
      generalTermsVersion: GENERAL_TERMS_VERSION,
      channelClause: CHANNEL_CLAUSES[channel],
    })),
);

/** An existing customer's amendment (offer change) or move: one template per energy, whatever the channel. */
export const CHANGE_TEMPLATES: readonly ContractTemplate[] = (['electricity', 'gas'] as const).flatMap(
  (energy) => {
    const prefix = energy === 'electricity' ? 'elec' : 'gaz';
    return [
      {
        id: `${prefix}-avenant`,
        energy,
        channel: 'web' as const,
        version: '2026-02',
        title: `Avenant au ${ENERGY_TITLES[energy].charAt(0).toLowerCase()}${ENERGY_TITLES[energy].slice(1)}`,
        subtitle: 'Changement d’offre — conditions particulières modifiées',
        generalTermsVersion: GENERAL_TERMS_VERSION,
        channelClause:
          'Cet avenant remplace l’offre, la puissance et l’option de votre contrat à la date de prise d’effet indiquée ; le point de livraison, le titulaire et le mandat de prélèvement restent les mêmes. Vous disposez de 14 jours pour vous rétracter : votre offre précédente continue alors sans changement.',
      },
      {
        id: `${prefix}-demenagement`,
        energy,
        channel: 'web' as const,
        version: '2026-02',
        title: ENERGY_TITLES[energy],
        subtitle: 'Déménagement — résiliation de l’ancien logement et contrat du nouveau',
        generalTermsVersion: GENERAL_TERMS_VERSION,
        channelClause:
          'Par cette signature, vous demandez la résiliation du contrat de votre logement actuel à la date de départ indiquée (le cas échéant) et souscrivez ce contrat pour votre nouveau logement. Vous disposez de 14 jours pour vous rétracter.',
      },
    ];
  },
);

export function templateFor(
  energy: Energy,
  salesChannel: SalesChannel,
  kind: OrderKind = 'subscription',
): ContractTemplate {
  if (kind !== 'subscription') {
    const suffix = kind === 'offerChange' ? 'avenant' : 'demenagement';
    const change = CHANGE_TEMPLATES.find((t) => t.energy === energy && t.id.endsWith(suffix));
    if (!change) throw new Error(`no ${kind} template for ${energy}`);
    return change;
  }
  const channel = CHANNEL_OF[salesChannel];
  const template = CONTRACT_TEMPLATES.find((t) => t.energy === energy && t.channel === channel);
  if (!template) throw new Error(`no contract template for ${energy}/${channel}`);
  return template;
}

/** `elec-web@2026-02`: the id and version together, as shown and stored. */
export const templateVersionId = (template: ContractTemplate) => `${template.id}@${template.version}`;
