import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostalCodeSchema } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeGeoApi, renderInForm } from '../address/address-test-support';
import { COMMUNES_SEARCHING_MESSAGE, PostalAddressFields } from './postal-address-fields';

const communes = {
  '75011': [{ city: 'Paris 11e Arrondissement', insee: '75111' }],
  '20000': [
    { city: 'Ajaccio', insee: '2A004' },
    { city: 'Lecci', insee: '2A139' },
  ],
};

const zipInput = () => screen.getByRole('textbox', { name: /Code postal/ });
const citySelect = () => screen.getByRole('combobox', { name: /Commune/ }) as HTMLSelectElement;
const optionTexts = () => Array.from(citySelect().options).map((option) => option.textContent);

describe('PostalAddressFields', () => {
  it('offers « Code postal » as a numeric text box of at most 5 digits and « Commune » as a list', async () => {
    const user = userEvent.setup();
    renderInForm(<PostalAddressFields />, { api: fakeGeoApi({ communes }) });

    expect(zipInput()).toHaveAttribute('type', 'text');
    expect(zipInput()).toHaveAttribute('inputmode', 'numeric');
    expect(zipInput()).toHaveAttribute('maxlength', '5');
    expect(citySelect().tagName).toBe('SELECT');

    await user.type(zipInput(), '7a5-0 1');
    expect(zipInput()).toHaveValue('7501');
  });

  it('looks the communes up once the postal code is valid, with an announced indicator cleared on completion', async () => {
    const user = userEvent.setup();
    const api = fakeGeoApi({ communes });
    renderInForm(<PostalAddressFields />, { api });

    await user.type(zipInput(), '7501');
    expect(api.communeRequests()).toEqual([]);

    api.hold();
    await user.type(zipInput(), '1');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(COMMUNES_SEARCHING_MESSAGE);
    expect(api.communeRequests()).toEqual(['/api/node/v1/sfdc/insee?zipCode=75011']);

    await act(async () => api.release());
    await waitFor(() => expect(status).toHaveTextContent(''));
  });

  it('selects a single commune automatically, with its INSEE code', async () => {
    const user = userEvent.setup();
    const { handle } = renderInForm(<PostalAddressFields />, { api: fakeGeoApi({ communes }) });

    await user.type(zipInput(), '75011');

    await waitFor(() => expect(citySelect()).toHaveValue('Paris 11e Arrondissement'));
    expect(handle.form.getValues()).toMatchObject({
      zipCode: '75011',
      city: 'Paris 11e Arrondissement',
      inseeCode: '75111',
    });
  });

  it('lets the visitor pick among several communes, and sets the INSEE code of the one picked', async () => {
    const user = userEvent.setup();
    const { handle } = renderInForm(<PostalAddressFields />, { api: fakeGeoApi({ communes }) });

    await user.type(zipInput(), '20000');
    await waitFor(() => expect(optionTexts()).toEqual(['Choisissez votre commune', 'Ajaccio', 'Lecci']));
    expect(handle.form.getValues('city')).toBe('');

    await user.selectOptions(citySelect(), 'Lecci');
    expect(handle.form.getValues()).toMatchObject({ city: 'Lecci', inseeCode: '2A139' });
  });

  it('clears the commune and its INSEE code when the postal code changes', async () => {
    const user = userEvent.setup();
    const { handle } = renderInForm(<PostalAddressFields />, { api: fakeGeoApi({ communes }) });
    await user.type(zipInput(), '75011');
    await waitFor(() => expect(handle.form.getValues('inseeCode')).toBe('75111'));

    await user.type(zipInput(), '{Backspace}');

    expect(handle.form.getValues()).toMatchObject({ zipCode: '7501', city: '', inseeCode: '' });
  });

  it('skips the lookup and empties the list while the postal code has a validation error', async () => {
    const user = userEvent.setup();
    const api = fakeGeoApi({ communes });
    renderInForm(<PostalAddressFields />, { api });
    await user.type(zipInput(), '20000');
    await waitFor(() => expect(optionTexts()).toContain('Ajaccio'));

    await user.type(zipInput(), '{Backspace}');

    expect(PostalCodeSchema.safeParse('2000').success).toBe(false);
    expect(optionTexts()).toEqual(['Saisissez d’abord le code postal']);
    expect(api.communeRequests()).toHaveLength(1);
  });

  it('does not look the same postal code up twice in a row', async () => {
    const user = userEvent.setup();
    const api = fakeGeoApi({ communes });
    const { handle } = renderInForm(<PostalAddressFields />, { api });
    await user.type(zipInput(), '75011');
    await waitFor(() => expect(citySelect()).toHaveValue('Paris 11e Arrondissement'));

    await user.type(zipInput(), '{Backspace}1');

    expect(api.communeRequests()).toEqual(['/api/node/v1/sfdc/insee?zipCode=75011']);
    await waitFor(() => expect(handle.form.getValues('inseeCode')).toBe('75111'));
    expect(citySelect()).toHaveValue('Paris 11e Arrondissement');
  });

  it('looks up a valid postal code present on load', async () => {
    const api = fakeGeoApi({ communes });
    renderInForm(<PostalAddressFields />, { api, defaultValues: { zipCode: '20000' } });

    await waitFor(() => expect(optionTexts()).toEqual(['Choisissez votre commune', 'Ajaccio', 'Lecci']));
    expect(api.communeRequests()).toEqual(['/api/node/v1/sfdc/insee?zipCode=20000']);
  });

  it('starts the list with the commune of an initial INSEE code', async () => {
    const api = fakeGeoApi({ communes });
    api.hold();
    const { handle } = renderInForm(<PostalAddressFields />, {
      api,
      defaultValues: { zipCode: '20000', city: 'Lecci', inseeCode: '2A139' },
    });

    expect(optionTexts()).toEqual(['Lecci']);
    expect(citySelect()).toHaveValue('Lecci');

    await act(async () => api.release());
    await waitFor(() => expect(optionTexts()).toEqual(['Choisissez votre commune', 'Ajaccio', 'Lecci']));
    expect(citySelect()).toHaveValue('Lecci');
    expect(handle.form.getValues('inseeCode')).toBe('2A139');
  });

  it('swallows a failed lookup: indicator cleared, list emptied, no message', async () => {
    const user = userEvent.setup();
    const api = fakeGeoApi({ failCommunes: true });
    renderInForm(<PostalAddressFields />, { api });

    await user.type(zipInput(), '75011');

    await waitFor(() => expect(api.communeRequests()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(optionTexts()).toEqual(['Saisissez d’abord le code postal']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/erreur|impossible/i)).not.toBeInTheDocument();
  });

  it('nests its fields under a prefix', async () => {
    const user = userEvent.setup();
    const { handle } = renderInForm(<PostalAddressFields prefix="billing." />, {
      api: fakeGeoApi({ communes }),
    });

    await user.type(zipInput(), '75011');

    await waitFor(() =>
      expect(handle.form.getValues()).toEqual({
        billing: { zipCode: '75011', city: 'Paris 11e Arrondissement', inseeCode: '75111' },
      }),
    );
    expect(zipInput()).toHaveAttribute('name', 'billing.zipCode');
    expect(citySelect()).toHaveAttribute('name', 'billing.city');
    expect(document.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'billing.inseeCode');
  });

  it('shows SPEC’s postal code messages once the field is touched', async () => {
    const user = userEvent.setup();
    const schema = z.object({ zipCode: PostalCodeSchema, city: z.string(), inseeCode: z.string() });
    renderInForm(<PostalAddressFields />, { api: fakeGeoApi({ communes }), schema });

    await user.click(zipInput());
    await user.tab();
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(zipInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(zipInput(), '750');
    expect(await screen.findByText('Code postal invalide.')).toBeInTheDocument();
  });
});
