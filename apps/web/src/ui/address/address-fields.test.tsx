import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH, createAddressSchema } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AddressFields,
  CONSENT_FIND_POINT_LABEL,
  MANUAL_FILL_LABEL,
  SEARCH_FILL_LABEL,
} from './address-fields';
import { fakeGeoApi, renderInForm } from './address-test-support';

const roquette = {
  fullAddress: '12 Rue de la Roquette 75011 Paris',
  streetNumber: '12',
  streetName: 'Rue de la Roquette',
  zipCode: '75011',
  city: 'Paris',
  inseeCode: '75111',
};
const roquetteBis = {
  ...roquette,
  fullAddress: '12 bis Rue de la Roquette 75011 Paris',
  streetNumber: '12 bis',
};
const communes = { '75011': [{ city: 'Paris 11e Arrondissement', insee: '75111' }] };

const searchBox = () => screen.getByRole('combobox', { name: 'Adresse' });

/** Real timers: the searches answer after the real 500 ms debounce. */
function setup() {
  return userEvent.setup();
}

/**
 * With fake timers (debounce and minimum length tests only). Testing Library advances fake timers only when it
 * sees a `jest` global; without it, its `setTimeout(0)` waits forever under vitest's fake timers.
 */
function setupWithFakeTimers() {
  vi.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = {
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  };
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AddressFields, search mode', () => {
  it('starts in search mode: a combobox « Adresse » and the link to manual entry', () => {
    renderInForm(<AddressFields />, { api: fakeGeoApi() });

    expect(searchBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MANUAL_FILL_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nom de la voie/ })).not.toBeInTheDocument();
  });

  it(`searches only when the text is longer than ${ADDRESS_SEARCH_MIN_LENGTH} characters`, async () => {
    const user = setupWithFakeTimers();
    const api = fakeGeoApi({ addresses: [roquette] });
    renderInForm(<AddressFields />, { api });

    await user.type(searchBox(), 'rue');
    await advance(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(api.searchRequests()).toHaveLength(0);

    await user.type(searchBox(), ' ');
    await advance(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(api.searchRequests()).toHaveLength(0);

    await user.type(searchBox(), 'd');
    await advance(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(api.searchRequests().map((params) => params.get('q'))).toEqual(['rue d']);
  });

  it(`waits ${ADDRESS_SEARCH_DEBOUNCE_MS} ms after the last keystroke, then searches once`, async () => {
    const user = setupWithFakeTimers();
    const api = fakeGeoApi({ addresses: [roquette] });
    renderInForm(<AddressFields />, { api });

    await user.type(searchBox(), '12 rue de la');
    await advance(ADDRESS_SEARCH_DEBOUNCE_MS - 1);
    expect(api.searchRequests()).toHaveLength(0);

    await advance(1);
    expect(api.searchRequests()).toHaveLength(1);
    const params = api.searchRequests()[0];
    expect(params?.get('q')).toBe('12 rue de la');
    expect(params?.get('type')).toBe('housenumber');
    expect(params?.get('autocomplete')).toBe('1');
  });

  it('filters the search by postal code and INSEE code when given', async () => {
    const user = setupWithFakeTimers();
    const api = fakeGeoApi({ addresses: [roquette] });
    renderInForm(<AddressFields searchFilter={{ zipCode: '75011', inseeCode: '75111' }} />, { api });

    await user.type(searchBox(), '12 roquette');
    await advance(ADDRESS_SEARCH_DEBOUNCE_MS);

    expect(api.searchRequests()[0]?.get('postcode')).toBe('75011');
    expect(api.searchRequests()[0]?.get('citycode')).toBe('75111');
  });

  it('fills every address field from the suggestion chosen, which makes the address valid', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, {
      api: fakeGeoApi({ addresses: [roquette, roquetteBis] }),
    });

    await user.type(searchBox(), '12 roquette');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 adresses trouvées.'));
    await user.click(await screen.findByRole('option', { name: roquette.fullAddress }));

    expect(searchBox()).toHaveValue(roquette.fullAddress);
    expect(handle.form.getValues()).toMatchObject({
      streetNumber: '12',
      streetName: 'Rue de la Roquette',
      zipCode: '75011',
      city: 'Paris',
      inseeCode: '75111',
      fullAddress: roquette.fullAddress,
      oneLineSearchValid: true,
    });
  });

  it('lets the keyboard choose a suggestion: arrow down, then Enter', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, {
      api: fakeGeoApi({ addresses: [roquette, roquetteBis] }),
    });

    await user.type(searchBox(), '12 roquette');
    await screen.findByRole('option', { name: roquetteBis.fullAddress });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(searchBox()).toHaveValue(roquetteBis.fullAddress);
    expect(handle.form.getValues()).toMatchObject({ streetNumber: '12 bis', oneLineSearchValid: true });
  });

  it('follows the APG combobox: the active suggestion is announced, Échap closes the list', async () => {
    const user = setup();
    renderInForm(<AddressFields />, { api: fakeGeoApi({ addresses: [roquette, roquetteBis] }) });

    await user.type(searchBox(), '12 roquette');
    const last = await screen.findByRole('option', { name: roquetteBis.fullAddress });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', last.id);
    expect(last).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('12 roquette');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: roquette.fullAddress })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is invalid until a suggestion is chosen, with SPEC’s message under the search field', async () => {
    const user = setup();
    renderInForm(<AddressFields />, {
      api: fakeGeoApi({ addresses: [roquette] }),
      schema: createAddressSchema(),
    });

    await user.type(searchBox(), '12 roquette');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    const message = await screen.findByText('Votre adresse n’a pas pu être trouvée');
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(searchBox().getAttribute('aria-describedby')).toContain(message.id);
    expect(searchBox()).toHaveFocus();
  });

  it('makes the address invalid again when the text is edited after a choice', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, { api: fakeGeoApi({ addresses: [roquette] }) });
    await user.type(searchBox(), '12 roquette');
    await user.click(await screen.findByRole('option', { name: roquette.fullAddress }));

    await user.type(searchBox(), 'x');

    expect(handle.form.getValues('oneLineSearchValid')).toBe(false);
  });

  it('empties every address field when the search is cleared', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, {
      api: fakeGeoApi({ addresses: [roquette] }),
      defaultValues: { complement: 'Bâtiment B' },
    });
    await user.type(searchBox(), '12 roquette');
    await user.click(await screen.findByRole('option', { name: roquette.fullAddress }));

    await user.clear(searchBox());

    expect(handle.form.getValues()).toMatchObject({
      streetNumber: '',
      streetName: '',
      complement: '',
      zipCode: '',
      city: '',
      inseeCode: '',
      fullAddress: '',
      oneLineSearchValid: false,
    });
  });

  it('offers a button that clears the search', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, { api: fakeGeoApi({ addresses: [roquette] }) });
    await user.type(searchBox(), '12 roquette');
    await user.click(await screen.findByRole('option', { name: roquette.fullAddress }));

    await user.click(screen.getByRole('button', { name: 'Effacer l’adresse' }));

    expect(searchBox()).toHaveValue('');
    expect(handle.form.getValues()).toMatchObject({ zipCode: '', inseeCode: '', oneLineSearchValid: false });
  });

  it('logs a failed search and shows no suggestion', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    const api = fakeGeoApi();
    const failing = Object.assign({}, api, {
      fetch: (async () => new Response('oops', { status: 502 })) as typeof fetch,
    });
    renderInForm(<AddressFields />, { api: failing });

    await user.type(searchBox(), '12 roquette');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Aucune adresse trouvée.'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Recherche d’adresse impossible'));
  });
});

describe('AddressFields, manual mode', () => {
  it('switches to manual entry with « Je ne trouve pas mon adresse » and back with « Recherche automatique »', async () => {
    const user = setup();
    renderInForm(<AddressFields />, { api: fakeGeoApi({ communes }) });

    await user.click(screen.getByRole('button', { name: MANUAL_FILL_LABEL }));

    const group = screen.getByRole('group', { name: 'Adresse' });
    expect(within(group).getByRole('textbox', { name: /Numéro de voie/ })).toHaveFocus();
    expect(within(group).getByRole('textbox', { name: /Nom de la voie/ })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /Complément d’adresse/ })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /Code postal/ })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: /Commune/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Adresse' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SEARCH_FILL_LABEL }));
    expect(searchBox()).toHaveFocus();
  });

  it('asks only the postal code and the commune with zipAndCityOnly', () => {
    renderInForm(<AddressFields defaultMode="manual" zipAndCityOnly />, { api: fakeGeoApi() });

    expect(screen.queryByRole('textbox', { name: /Numéro de voie/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nom de la voie/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Commune/ })).toBeInTheDocument();
  });

  it('hides « Je ne trouve pas mon adresse » when manual fill is not allowed', () => {
    renderInForm(<AddressFields allowManualFill={false} />, { api: fakeGeoApi() });

    expect(searchBox()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MANUAL_FILL_LABEL })).not.toBeInTheDocument();
  });

  it('hides « Recherche automatique » and the search when search fill is not allowed', () => {
    renderInForm(<AddressFields allowSearchFill={false} />, { api: fakeGeoApi() });

    expect(screen.getByRole('textbox', { name: /Nom de la voie/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Adresse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SEARCH_FILL_LABEL })).not.toBeInTheDocument();
  });

  it('keeps a chosen address when switching to manual entry, with its commune', async () => {
    const user = setup();
    const { handle } = renderInForm(<AddressFields />, {
      api: fakeGeoApi({ addresses: [roquette], communes }),
    });
    await user.type(searchBox(), '12 roquette');
    await user.click(await screen.findByRole('option', { name: roquette.fullAddress }));

    await user.click(screen.getByRole('button', { name: MANUAL_FILL_LABEL }));

    expect(screen.getByRole('textbox', { name: /Nom de la voie/ })).toHaveValue('Rue de la Roquette');
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toHaveValue('75011');
    expect(handle.form.getValues('inseeCode')).toBe('75111');
  });

  it('validates manual entry with SPEC’s messages: street name required, number starting with a digit', async () => {
    const user = setup();
    renderInForm(<AddressFields defaultMode="manual" />, {
      api: fakeGeoApi({ communes }),
      schema: createAddressSchema({ mode: 'manual' }),
    });

    await user.type(screen.getByRole('textbox', { name: /Numéro de voie/ }), 'bis');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Champ obligatoire!')).toBeInTheDocument();
    expect(screen.getByText('Format incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Votre adresse n’a pas pu être trouvée')).not.toBeInTheDocument();
  });
});

describe('AddressFields, consent and cleanup', () => {
  it('requires the delivery-point consent when enabled, after a submit attempt', async () => {
    const user = setup();
    renderInForm(<AddressFields consentFindPoint />, {
      api: fakeGeoApi(),
      schema: createAddressSchema({ consentFindPoint: true }),
    });
    const consent = screen.getByRole('checkbox', { name: CONSENT_FIND_POINT_LABEL });
    expect(consent).not.toBeChecked();

    await user.click(consent);
    await user.click(consent);
    expect(screen.queryByText(/Votre accord est nécessaire/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(
      await screen.findByText('Votre accord est nécessaire pour rechercher votre point de livraison.'),
    ).toBeInTheDocument();
  });

  it('removes the older keys insee_code, number, street and zip_code', async () => {
    const { handle } = renderInForm(<AddressFields prefix="address." />, {
      api: fakeGeoApi(),
      defaultValues: {
        address: {
          insee_code: '75111',
          number: '12',
          street: 'Rue de la Roquette',
          zip_code: '75011',
          city: 'Paris',
        },
      },
    });

    await waitFor(() => expect(handle.form.getValues('address')).not.toHaveProperty('insee_code'));
    const address = handle.form.getValues('address');
    for (const key of ['insee_code', 'number', 'street', 'zip_code']) expect(address).not.toHaveProperty(key);
    expect(address).toMatchObject({ city: 'Paris' });
  });
});
