import { zodResolver } from '@hookform/resolvers/zod';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { type AppServices, AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { createFakeLogCapture } from '../../test/render-route';

/**
 * Test support for the address widgets (not shipped: only tests import it). A fake API answering the commune
 * lookup and the address search from tables, recording every request, and a form host exposing its methods.
 */

export interface FakeGeoApi {
  fetch: typeof globalThis.fetch;
  /** Every request's path and query, e.g. `/api/node/v1/sfdc/insee?zipCode=75011`. */
  requests: string[];
  communeRequests(): string[];
  searchRequests(): URLSearchParams[];
  /** Holds the next answers until `release()`. */
  hold(): void;
  release(): void;
}

export function fakeGeoApi({
  communes = {},
  addresses = [],
  failCommunes = false,
}: {
  communes?: Record<string, { city: string; insee: string }[]>;
  addresses?: {
    fullAddress: string;
    streetNumber?: string;
    streetName?: string;
    zipCode: string;
    city: string;
    inseeCode: string;
  }[];
  failCommunes?: boolean;
} = {}): FakeGeoApi {
  const requests: string[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    if (gate) await gate;
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (url.pathname === '/api/node/v1/sfdc/insee') {
      if (failCommunes) return new Response('{"errors":[]}', { status: 500 });
      return Response.json(communes[url.searchParams.get('zipCode') ?? ''] ?? []);
    }
    if (url.pathname === '/api/node/v1/address/search') {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return Response.json(
        addresses.filter((address) =>
          words.every((word) => address.fullAddress.toLowerCase().includes(word)),
        ),
      );
    }
    return new Response(null, { status: 404 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    communeRequests: () => requests.filter((request) => request.startsWith('/api/node/v1/sfdc/insee')),
    searchRequests: () =>
      requests
        .filter((request) => request.startsWith('/api/node/v1/address/search'))
        .map((request) => new URL(request, 'http://localhost').searchParams),
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}

export interface FormHandle {
  form: UseFormReturn<FieldValues>;
}

function FormHost({
  defaultValues,
  schema,
  handle,
  children,
}: {
  defaultValues: FieldValues;
  schema: ZodType<FieldValues, FieldValues> | undefined;
  handle: FormHandle;
  children: ReactNode;
}) {
  const form = useForm<FieldValues>({
    defaultValues,
    mode: 'onTouched',
    ...(schema ? { resolver: zodResolver<FieldValues, unknown, FieldValues>(schema) } : {}),
  });
  handle.form = form;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          void form.handleSubmit(() => {})(event);
        }}
      >
        {children}
        <button type="submit">Valider</button>
      </form>
    </FormProvider>
  );
}

/** Renders `children` inside a react-hook-form form (touched-mode validation, optional zod schema). */
export function renderInForm(
  children: ReactNode,
  {
    api,
    defaultValues = {},
    schema,
    services = {},
  }: {
    api: FakeGeoApi;
    defaultValues?: FieldValues;
    schema?: ZodType<FieldValues, FieldValues>;
    services?: Partial<AppServices>;
  },
) {
  const handle = {} as FormHandle;
  const allServices: AppServices = {
    http: createHttpClient({ fetch: api.fetch, origin: 'http://localhost' }),
    logCapture: createFakeLogCapture(),
    ...services,
  };
  return {
    handle,
    ...render(
      <AppServicesProvider services={allServices}>
        <FormHost defaultValues={defaultValues} schema={schema} handle={handle}>
          {children}
        </FormHost>
      </AppServicesProvider>,
    ),
  };
}
