import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationIpRange } from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../app/http-client';
import { IpRangesForm, type IpRangesFormProps } from './ip-ranges-form';

const OFFICE = { rangeStart: '203.0.113.0', rangeEnd: '203.0.113.255', label: 'Bureau de Lyon' };

function renderForm(props: Partial<IpRangesFormProps> = {}) {
  const onSave = vi.fn<(ipRanges: OrganisationIpRange[]) => Promise<void>>(async () => {});
  render(
    <IpRangesForm
      kind="partner"
      ipRanges={[OFFICE]}
      isOwn={false}
      clientAddress="127.0.0.1"
      onSave={onSave}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSave };
}

const refusal = (status: number, errors: { code: string; message: string; field?: string }[]) =>
  new HttpError(status, 'PUT', '/api/v2/admin/organisations/x/ip-ranges', {
    errors,
    notifications: [],
    data: null,
  });
const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: /Enregistrer les plages/ });

describe('the IP ranges form', { timeout: 20_000 }, () => {
  it('labels every bound of every range and sends the ranges in order', async () => {
    const { user, onSave } = renderForm();
    expect(field('Début de la plage 1')).toHaveValue('203.0.113.0');
    await user.click(screen.getByRole('button', { name: 'Ajouter une plage' }));
    expect(field('Début de la plage 2')).toHaveFocus();
    await user.keyboard('2001:db8::');
    await user.type(field('Fin de la plage 2'), '2001:db8::ffff');
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        OFFICE,
        { rangeStart: '2001:db8::', rangeEnd: '2001:db8::ffff', label: '' },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Plages enregistrées (2).');
  });

  it('says in French what is wrong with a bound, under it, and sends nothing', async () => {
    const { user, onSave } = renderForm();
    await user.clear(field('Fin de la plage 1'));
    await user.type(field('Fin de la plage 1'), '203.0.112.1');
    await user.click(save());
    const end = field('Fin de la plage 1');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('L’adresse de début doit précéder l’adresse de fin.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a bound under that bound', async () => {
    const { user, onSave } = renderForm();
    onSave.mockRejectedValueOnce(
      refusal(400, [
        { code: 'VALIDATION_ERROR', field: 'ipRanges.0.rangeStart', message: 'Adresse de début invalide.' },
      ]),
    );
    await user.type(field('Libellé de la plage 1 (facultatif)'), ' (siège)');
    await user.click(save());
    await waitFor(() =>
      expect(field('Début de la plage 1')).toHaveAccessibleDescription('Adresse de début invalide.'),
    );
    expect(field('Début de la plage 1')).toHaveFocus();
  });

  it('explains what no range means, and warns an admin editing their own organisation', async () => {
    const { user, onSave } = renderForm({ isOwn: true });
    expect(
      screen.getByText(/votre adresse actuelle, 127\.0\.0\.1, doit rester dans ces plages/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la plage 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Plage 1 retirée. Enregistrez pour confirmer.');
    expect(screen.getByRole('button', { name: 'Ajouter une plage' })).toHaveFocus();
    expect(
      screen.getByText(
        'Aucune plage : personne de cette organisation ne peut se connecter (refus par défaut).',
      ),
    ).toBeInTheDocument();
    const message =
      'Ces plages ne contiennent pas votre adresse IP actuelle (127.0.0.1) : vous perdriez aussitôt l’accès. Ajoutez une plage qui la contient.';
    onSave.mockRejectedValueOnce(refusal(409, [{ code: 'OWN_ADDRESS_EXCLUDED', message }]));
    await user.click(save());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    expect(alert).toHaveFocus();
  });
});
