import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../app/app-services';
import { createHttpClient, HttpError } from '../../../app/http-client';
import { createFakeLogCapture } from '../../../test/render-route';
import type { Predicate } from '../admin-api';
import { REGISTRY_FIELDS } from '../admin-test-support';
import { PredicateForm } from './predicate-form';
import { PREDICATE_MESSAGES } from './predicate-value';

function renderBuilder(
  onSave: (predicate: Predicate) => Promise<void> = vi.fn(async () => {}),
  predicate?: Predicate,
) {
  const services = { http: createHttpClient({ fetch: vi.fn() }), logCapture: createFakeLogCapture() };
  render(
    <AppServicesProvider services={services}>
      <PredicateForm
        fields={REGISTRY_FIELDS}
        predicate={predicate}
        onSave={onSave}
        submitLabel={predicate ? 'Enregistrer' : 'Créer le prédicat'}
      />
    </AppServicesProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the predicate builder', { timeout: 20_000 }, () => {
  it('lists every field of the registry, and only the chosen field’s operators', async () => {
    const { user } = renderBuilder();
    expect(optionLabels('Champ')).toEqual([
      'Choisissez un champ',
      ...REGISTRY_FIELDS.map((field) => field.label),
    ]);
    expect(optionLabels('Opérateur')).toEqual(['Choisissez d’abord un champ']);

    await user.selectOptions(select('Champ'), 'Code postal');
    expect(optionLabels('Opérateur')).toEqual([
      'Choisissez un opérateur',
      'est égal à',
      'est différent de',
      'fait partie de',
      'ne fait pas partie de',
      'commence par',
      'ne commence pas par',
      'est renseigné',
    ]);

    await user.selectOptions(select('Champ'), 'Client existant');
    expect(optionLabels('Opérateur')).toEqual([
      'Choisissez un opérateur',
      'est vrai',
      'est faux',
      'est renseigné',
    ]);
  });

  it('forgets an operator the new field does not have', async () => {
    const { user } = renderBuilder();
    await user.selectOptions(select('Champ'), 'Puissance souscrite');
    await user.selectOptions(select('Opérateur'), 'est compris entre (bornes incluses)');
    await user.selectOptions(select('Champ'), 'Code postal');
    expect(select('Opérateur')).toHaveValue('');
    await user.selectOptions(select('Champ'), 'Puissance souscrite');
    await user.selectOptions(select('Opérateur'), 'est supérieur ou égal à (au plus tôt le)');
    await user.selectOptions(select('Champ'), 'Date');
    expect(select('Opérateur')).toHaveValue('gte');
  });

  it('shapes the value input by the operator’s kind and the field’s type', async () => {
    const { user } = renderBuilder();

    // One text value.
    await user.selectOptions(select('Champ'), 'Code postal');
    await user.selectOptions(select('Opérateur'), 'commence par');
    expect(screen.getByRole('textbox', { name: 'Valeur' })).toHaveAttribute('type', 'text');

    // A list as text, for a field without options.
    await user.selectOptions(select('Opérateur'), 'fait partie de');
    expect(screen.getByRole('textbox', { name: 'Valeurs' })).toHaveAccessibleDescription(/virgules/);

    // One option of the field.
    await user.selectOptions(select('Champ'), 'Canal de vente');
    await user.selectOptions(select('Opérateur'), 'est égal à');
    expect(optionLabels('Valeur')).toContain('Comparateur');

    // Several options: one checkbox each.
    await user.selectOptions(select('Opérateur'), 'fait partie de');
    const values = screen.getByRole('group', { name: 'Valeurs' });
    expect(within(values).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(values).getByRole('checkbox', { name: 'Site Voltaire' })).not.toBeChecked();

    // A range: two inputs; numbers typed with a decimal keyboard.
    await user.selectOptions(select('Champ'), 'Puissance souscrite');
    await user.selectOptions(select('Opérateur'), 'est compris entre (bornes incluses)');
    const range = screen.getByRole('group', { name: 'Intervalle (bornes incluses)' });
    expect(within(range).getByRole('textbox', { name: 'Minimum' })).toHaveAttribute('inputmode', 'decimal');
    expect(within(range).getByRole('textbox', { name: 'Maximum' })).toBeInTheDocument();

    // A date.
    await user.selectOptions(select('Champ'), 'Date');
    await user.selectOptions(select('Opérateur'), 'est inférieur à (avant le)');
    expect(screen.getByLabelText(/^Valeur/)).toHaveAttribute('type', 'date');

    // Nothing.
    await user.selectOptions(select('Champ'), 'Client existant');
    await user.selectOptions(select('Opérateur'), 'est vrai');
    expect(screen.queryByRole('textbox', { name: /Valeur/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cet opérateur ne prend pas de valeur.')).toBeInTheDocument();
  });

  it('sends the typed predicate, its identifier proposed from its name', async () => {
    const { user, onSave } = renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Puissance de 6 à 12');
    expect(screen.getByRole('textbox', { name: 'Identifiant' })).toHaveValue('puissance-de-6-a-12');
    await user.selectOptions(select('Champ'), 'Puissance souscrite');
    await user.selectOptions(select('Opérateur'), 'est compris entre (bornes incluses)');
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '12');
    expect(
      screen.getByText(/Condition\s: Puissance souscrite est compris entre \(bornes incluses\) 6 et 12/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Créer le prédicat' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: 'puissance-de-6-a-12',
        name: 'Puissance de 6 à 12',
        field: 'kva',
        operator: 'between',
        value: [6, 12],
      }),
    );
  });

  it('shows the errors in French on the fields, and sends nothing', async () => {
    const { user, onSave } = renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Puissance');
    await user.selectOptions(select('Champ'), 'Puissance souscrite');
    await user.selectOptions(select('Opérateur'), 'est supérieur ou égal à (au plus tôt le)');
    await user.type(screen.getByRole('textbox', { name: 'Valeur' }), 'neuf');
    await user.click(screen.getByRole('button', { name: 'Créer le prédicat' }));
    const value = screen.getByRole('textbox', { name: 'Valeur' });
    await waitFor(() => expect(value).toHaveAccessibleDescription(PREDICATE_MESSAGES.number));
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s refusals where they belong', async () => {
    const refuse = vi.fn(async () => {
      throw new HttpError(400, 'POST', '/api/v2/admin/predicates', {
        errors: [
          { code: 'INVALID_RULES', message: 'Prédicat « p » : valeur invalide', field: 'predicates.4.value' },
          {
            code: 'INVALID_RULES',
            message: 'Cycle entre compositions : « a » → « a »',
            field: 'compositions.0',
          },
        ],
        notifications: [],
        data: null,
      });
    });
    const { user } = renderBuilder(refuse);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'p');
    await user.selectOptions(select('Champ'), 'Code postal');
    await user.selectOptions(select('Opérateur'), 'commence par');
    await user.type(screen.getByRole('textbox', { name: 'Valeur' }), '20');
    await user.click(screen.getByRole('button', { name: 'Créer le prédicat' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Valeur' })).toHaveAccessibleDescription(
        'Prédicat « p » : valeur invalide',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cycle entre compositions : « a » → « a »');
  });

  it('puts an identifier already taken on the identifier', async () => {
    const refuse = vi.fn(async () => {
      throw new HttpError(409, 'POST', '/api/v2/admin/predicates', {
        errors: [{ code: 'ALREADY_EXISTS', message: 'Un prédicat porte déjà l’identifiant « p ».' }],
        notifications: [],
        data: null,
      });
    });
    const { user } = renderBuilder(refuse);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'p');
    await user.selectOptions(select('Champ'), 'Client existant');
    await user.selectOptions(select('Opérateur'), 'est vrai');
    await user.click(screen.getByRole('button', { name: 'Créer le prédicat' }));
    const id = screen.getByRole('textbox', { name: 'Identifiant' });
    await waitFor(() => expect(id).toHaveAccessibleDescription(/Un prédicat porte déjà l’identifiant « p »/));
    expect(id).toHaveFocus();
  });

  it('edits an existing predicate: its identifier is fixed, its value filled in', async () => {
    const { user, onSave } = renderBuilder(
      vi.fn(async () => {}),
      {
        id: 'canal-en-ligne',
        name: 'Vente en ligne',
        field: 'channel',
        operator: 'in',
        value: ['web', 'comparison'],
      },
    );
    expect(screen.queryByRole('textbox', { name: 'Identifiant' })).not.toBeInTheDocument();
    expect(screen.getByText('canal-en-ligne')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Comparateur' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Télévente' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: 'canal-en-ligne',
        name: 'Vente en ligne',
        field: 'channel',
        operator: 'in',
        value: ['web', 'telesales', 'comparison'],
      }),
    );
  });
});
