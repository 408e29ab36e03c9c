import { type Gateway, type GatewayRouting, GatewaySchema } from '@voltaire/domain';

/** The seven days of the opening hours, Monday first (ISO weekday = index + 1). */
export const WEEKDAY_LABELS = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** The form as the inputs hold it: plain strings and booleans, one row of hours per weekday. */
export interface GatewayFormValues {
  id: string;
  label: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  landingPath: string;
  routing: GatewayRouting;
  callbackEnabled: boolean;
  callbackPath: string;
  hours: { opens: string; closes: string }[];
  active: boolean;
}

export type GatewayFormField =
  | Exclude<keyof GatewayFormValues, 'hours'>
  | `hours.${number}.opens`
  | `hours.${number}.closes`;

export const EMPTY_GATEWAY_FORM: GatewayFormValues = {
  id: '',
  label: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  landingPath: '/offres',
  routing: 'landing',
  callbackEnabled: false,
  callbackPath: '/contact',
  hours: WEEKDAY_LABELS.map(() => ({ opens: '', closes: '' })),
  active: true,
};

export function toGatewayFormValues(gateway: Gateway): GatewayFormValues {
  return {
    id: gateway.id,
    label: gateway.label,
    utmSource: gateway.utm.source,
    utmMedium: gateway.utm.medium ?? '',
    utmCampaign: gateway.utm.campaign ?? '',
    landingPath: gateway.landingPath,
    routing: gateway.routing,
    callbackEnabled: gateway.callback.enabled,
    callbackPath: gateway.callback.path,
    hours: WEEKDAY_LABELS.map((_label, index) => {
      const slot = gateway.callback.openingHours.find((candidate) => candidate.day === index + 1);
      return { opens: slot?.opens ?? '', closes: slot?.closes ?? '' };
    }),
    active: gateway.active,
  };
}

export const HOURS_INCOMPLETE_MESSAGE =
  'Indiquez l’heure d’ouverture et l’heure de fermeture, ou aucune des deux.';

/** Where a problem of the domain's schema shows in the form. */
export function formFieldOf(path: readonly PropertyKey[]): GatewayFormField | undefined {
  const [first, second, third] = path.map(String);
  if (first === 'utm')
    return ({ source: 'utmSource', medium: 'utmMedium', campaign: 'utmCampaign' } as const)[
      second as 'source'
    ];
  if (first === 'callback') {
    if (second === 'path') return 'callbackPath';
    if (second === 'openingHours' && third === undefined) return 'hours.0.opens';
    if (second === 'openingHours') return undefined;
    return 'callbackEnabled';
  }
  if (first && ['id', 'label', 'landingPath', 'routing', 'active'].includes(first)) {
    return first as GatewayFormField;
  }
  return undefined;
}

export type GatewayCheck =
  | { ok: true; gateway: Gateway }
  | { ok: false; errors: Partial<Record<GatewayFormField, string>> };

/** The form's values as a gateway, checked by the domain's schema; the problems by input otherwise. */
export function toGateway(values: GatewayFormValues): GatewayCheck {
  const errors: Partial<Record<GatewayFormField, string>> = {};
  const openingHours: { day: number; opens: string; closes: string }[] = [];
  values.hours.forEach((slot, index) => {
    const opens = slot.opens.trim();
    const closes = slot.closes.trim();
    if (opens === '' && closes === '') return;
    if (opens === '' || closes === '') {
      const missing: GatewayFormField = opens === '' ? `hours.${index}.opens` : `hours.${index}.closes`;
      errors[missing] = HOURS_INCOMPLETE_MESSAGE;
      return;
    }
    openingHours.push({ day: index + 1, opens, closes });
  });
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const parsed = GatewaySchema.safeParse({
    id: values.id.trim(),
    label: values.label,
    utm: {
      source: values.utmSource,
      medium: optional(values.utmMedium),
      campaign: optional(values.utmCampaign),
    },
    landingPath: values.landingPath,
    routing: values.routing,
    callback: { enabled: values.callbackEnabled, path: values.callbackPath, openingHours },
    active: values.active,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second, slot, slotField] = issue.path.map(String);
      let field = formFieldOf(issue.path);
      if (first === 'callback' && second === 'openingHours' && slot !== undefined) {
        const day = openingHours[Number(slot)]?.day ?? 1;
        field = `hours.${day - 1}.${slotField === 'closes' ? 'closes' : 'opens'}`;
      }
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, gateway: parsed.data };
}
