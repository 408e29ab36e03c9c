import type { JourneyStep, OrderView } from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { keepStepDraft } from './subscription-api';

type DraftOrder = Pick<OrderView, 'id' | 'journey'>;

/** How long typing pauses before the step in progress is written down. */
export const DRAFT_DELAY_MS = 400;

export interface DraftOptions {
  /** Fields never kept (`address.consentFindPoint` for a nested one): a consent is given again after a reload. */
  omit?: readonly string[];
  /** Fields kept for this tab only (sessionStorage), never left on a shared device: the IBAN. */
  tabOnly?: readonly string[];
}

const keyOf = (orderId: string, step: JourneyStep) => `voltaire:brouillon:${orderId}:${step}`;

function read(storage: Storage | undefined, key: string): Record<string, unknown> {
  try {
    const text = storage?.getItem(key);
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const storages = () =>
  typeof window === 'undefined'
    ? { device: undefined, tab: undefined }
    : { device: window.localStorage, tab: window.sessionStorage };

/** The step's values as last typed on this device and not yet saved; empty when there are none. */
export function readDraft(orderId: string, step: JourneyStep): Record<string, unknown> {
  const key = keyOf(orderId, step);
  const { device, tab } = storages();
  return { ...read(device, key), ...read(tab, key) };
}

/** What was typed on the step and not yet saved: kept on the order (any device), then on this device. */
function draftOf(order: DraftOrder, step: JourneyStep): Record<string, unknown> {
  return { ...order.journey.drafts?.[step], ...readDraft(order.id, step) };
}

export function hasDraft(order: DraftOrder, step: JourneyStep): boolean {
  return Object.keys(draftOf(order, step)).length > 0;
}

/**
 * The step's defaults, with what was typed and not yet saved laid over them: the order's draft (typed on any
 * device that resumed it), then this device's, the newer here.
 */
export function withDraft<T extends object>(order: DraftOrder, step: JourneyStep, defaults: T): T {
  return { ...defaults, ...draftOf(order, step) } as T;
}

export function clearDraft(orderId: string, step: JourneyStep) {
  const key = keyOf(orderId, step);
  const { device, tab } = storages();
  device?.removeItem(key);
  tab?.removeItem(key);
}

function withoutNested(name: string, value: unknown, omitted: ReadonlySet<string>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !omitted.has(`${name}.${key}`)));
}

/** Writes the draft on this device; answers what may leave it (never the fields kept for this tab). */
function write(
  orderId: string,
  step: JourneyStep,
  values: Record<string, unknown>,
  options: DraftOptions,
): Record<string, unknown> {
  const omitted = new Set(options.omit ?? []);
  const tabOnly = new Set(options.tabOnly ?? []);
  const device: Record<string, unknown> = {};
  const tab: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (omitted.has(name) || value === undefined) continue;
    (tabOnly.has(name) ? tab : device)[name] = withoutNested(name, value, omitted);
  }
  const key = keyOf(orderId, step);
  const { device: deviceStorage, tab: tabStorage } = storages();
  try {
    deviceStorage?.setItem(key, JSON.stringify(device));
    if (Object.keys(tab).length > 0) tabStorage?.setItem(key, JSON.stringify(tab));
  } catch {
    // A full or forbidden storage only loses the draft here; the order keeps it.
  }
  return device;
}

/**
 * Writes the step in progress down a moment after each change the visitor makes: on this device, and on the
 * order for any device that resumes it (never the IBAN), so that a reload, a closed tab or a server restart
 * loses nothing; `withDraft` lays it back over the defaults, and a save clears it. Answers whether a draft
 * was restored: the form then validates on mount, as a saved step does.
 */
export function useStepDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  order: DraftOrder,
  step: JourneyStep,
  options: DraftOptions = {},
) {
  const { http } = useAppServices();
  const orderId = order.id;
  const [isRestored] = useState(() => hasDraft(order, step));
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const shared = write(orderId, step, values as Record<string, unknown>, latest.current);
        // Best effort: this device's copy already holds it, and « Continuer » saves the step anyway.
        keepStepDraft(http, orderId, step, shared).catch(() => {});
      }, DRAFT_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, http, orderId, step]);
  return isRestored;
}
