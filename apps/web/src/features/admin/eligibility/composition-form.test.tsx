import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../app/app-services';
import { createHttpClient } from '../../../app/http-client';
import { createFakeLogCapture } from '../../../test/render-route';
import type { Composition, Predicate } from '../admin-api';
import { REGISTRY_FIELDS } from '../admin-test-support';
import { CompositionForm } from './composition-form';
import { COMPOSITION_MESSAGES, orderChildren, possibleChildCompositions } from './composition-value';

const PREDICATES: Predicate[] = [
  { id: 'corse', name: 'Code postal en Corse', field: 'postalCode', operator: 'startsWith', value: '20' },
  { id: 'en-ligne', name: 'Vente en ligne', field: 'channel', operator: 'in', value: ['web'] },
];
const COMPOSITIONS: Composition[] = [
  { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'corse' }] },
  {
    id: 'web-hors-corse',
    name: 'Web hors Corse',
    kind: 'all',
    children: [{ compositionId: 'hors-corse' }, { predicateId: 'en-ligne' }],
  },
];

function renderForm(composition?: Composition) {
  const onSave = vi.fn(async (_: Composition) => {});
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: vi.fn() }), logCapture: createFakeLogCapture() }}
    >
      <CompositionForm
        fields={REGISTRY_FIELDS}
        predicates={PREDICATES}
        compositions={COMPOSITIONS}
        composition={composition}
        onSave={onSave}
        submitLabel="Enregistrer"
      />
    </AppServicesProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

describe('the composition form', { timeout: 20_000 }, () => {
  it('lists the predicates with their condition, and the compositions', () => {
    renderForm();
    const predicates = screen.getByRole('group', { name: 'Prédicats' });
    expect(
      within(predicates).getByRole('checkbox', { name: 'Code postal en Corse' }),
    ).toHaveAccessibleDescription('Code postal commence par « 20 »');
    const compositions = screen.getByRole('group', { name: 'Compositions' });
    expect(within(compositions).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('an exclusion takes exactly one element', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Hors Corse et hors web');
    await user.click(screen.getByRole('radio', { name: /Exclusion/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Code postal en Corse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vente en ligne' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/exactement un élément/, { selector: 'p[aria-live]' })).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Vente en ligne' }));
    await waitFor(() =>
      expect(
        screen.queryByText(/exactement un élément/, { selector: 'p[aria-live]' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: 'hors-corse-et-hors-web',
        name: 'Hors Corse et hors web',
        kind: 'not',
        children: [{ predicateId: 'corse' }],
      }),
    );
  });

  it('« all » and « any » take at least one element', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Vide');
    await user.click(screen.getByRole('radio', { name: /Toutes les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(COMPOSITION_MESSAGES.childrenRequired, { selector: 'p[aria-live]' }),
    ).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('editing keeps the order of the elements and offers no composition that would make a cycle', async () => {
    const { user, onSave } = renderForm(COMPOSITIONS[0]);
    // « Web hors Corse » contains « Hors Corse »: it cannot become its child; nor can « Hors Corse » itself.
    expect(screen.getByRole('group', { name: 'Compositions' })).toHaveTextContent(
      'Aucune autre composition à combiner.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Nom' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Pas en Corse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: 'hors-corse',
        name: 'Pas en Corse',
        kind: 'not',
        children: [{ predicateId: 'corse' }],
      }),
    );
  });
});

describe('composition values', () => {
  it('keeps the previous order of the children, then adds the new ones', () => {
    expect(
      orderChildren(
        {
          name: '',
          id: '',
          kind: 'all',
          predicateIds: ['corse', 'en-ligne'],
          compositionIds: ['hors-corse'],
        },
        [{ compositionId: 'hors-corse' }, { predicateId: 'en-ligne' }],
      ),
    ).toEqual([{ compositionId: 'hors-corse' }, { predicateId: 'en-ligne' }, { predicateId: 'corse' }]);
  });

  it('finds the compositions that may be children without a cycle', () => {
    expect(possibleChildCompositions(COMPOSITIONS, 'web-hors-corse').map(({ id }) => id)).toEqual([
      'hors-corse',
    ]);
    expect(possibleChildCompositions(COMPOSITIONS, 'hors-corse')).toEqual([]);
    expect(possibleChildCompositions(COMPOSITIONS, undefined)).toHaveLength(2);
  });
});
