import type { JourneyStep } from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

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

export function hasDraft(orderId: string, step: JourneyStep): boolean {
  return Object.keys(readDraft(orderId, step)).length > 0;
}

/** The step's defaults, with what was typed and not yet saved laid over them. */
export function withDraft<T extends object>(orderId: string, step: JourneyStep, defaults: T): T {
  return { ...defaults, ...readDraft(orderId, step) } as T;
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

function write(orderId: string, step: JourneyStep, values: Record<string, unknown>, options: DraftOptions) {
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
    // A full or forbidden storage only loses the draft; the step still saves on « Continuer ».
  }
}

/**
 * Writes the step in progress down a moment after each change the visitor makes, so that a reload, a closed
 * tab or a server restart loses nothing; `withDraft` lays it back over the defaults, and a save clears it.
 * Answers whether a draft was restored: the form then validates on mount, as a saved step does.
 */
export function useStepDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  orderId: string,
  step: JourneyStep,
  options: DraftOptions = {},
) {
  const [isRestored] = useState(() => hasDraft(orderId, step));
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => write(orderId, step, values as Record<string, unknown>, latest.current),
        DRAFT_DELAY_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, orderId, step]);
  return isRestored;
}
