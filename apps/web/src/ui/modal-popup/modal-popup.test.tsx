import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_EMOJI_SIZE_PX } from '@voltaire/domain';
import { DialogTrigger, Heading } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { openModal } from '../named-modal/open-modal';
import { ModalPopup } from './modal-popup';

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('ModalPopup', { timeout: 20_000 }, () => {
  it('shows a top bar with « Fermer » only when asked, and gives the focus back on close', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Ouvrir</Button>
        <ModalPopup hasTopBar template={{ title: 'Information' }} />
      </DialogTrigger>,
    );
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Information' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has no top bar by default', () => {
    render(<ModalPopup defaultOpen template={{ title: 'Sans barre' }} />);
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: 'Fermer' }),
    ).not.toBeInTheDocument();
  });

  it('renders the template: title, subtitle, sanitised HTML content, action button that closes it', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <ModalPopup
        defaultOpen
        template={{
          title: 'Votre contrat',
          subtitle: 'Signature électronique',
          content:
            '<p>Lisez les <a href="/cgv">conditions</a>.</p><img src="x" onerror="alert(1)" alt="x"><script>alert(2)</script>',
          button: { label: 'J’ai compris', onPress },
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Votre contrat' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Votre contrat' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Signature électronique');
    expect(within(dialog).getByRole('link', { name: 'conditions' })).toHaveAttribute('href', '/cgv');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');

    await user.click(within(dialog).getByRole('button', { name: 'J’ai compris' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`shows the status emoji at ${POPUP_EMOJI_SIZE_PX.statusOnly} px, an icon at ${POPUP_EMOJI_SIZE_PX.withIcon} px`, () => {
    const { unmount } = render(<ModalPopup defaultOpen template={{ title: 'Erreur', status: 'error' }} />);
    expect(screen.getByRole('img', { name: 'Erreur' })).toHaveAttribute('data-size', '75');
    unmount();

    render(<ModalPopup defaultOpen template={{ title: 'Bravo', status: 'success', icon: '🎉' }} />);
    const image = screen.getByRole('img', { name: 'Succès' });
    expect(image).toHaveTextContent('🎉');
    expect(image).toHaveAttribute('data-size', '100');
  });

  it('shows arbitrary content, named by its own heading', () => {
    render(
      <ModalPopup defaultOpen>
        <Heading slot="title">Mes préférences</Heading>
        <p>Contenu libre</p>
      </ModalPopup>,
    );
    expect(screen.getByRole('dialog', { name: 'Mes préférences' })).toHaveTextContent('Contenu libre');
  });

  it('opens by name and can refuse Escape', async () => {
    const user = userEvent.setup();
    render(<ModalPopup name="bienvenue" isKeyboardDismissDisabled template={{ title: 'Bienvenue' }} />);
    act(() => openModal('bienvenue'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Bienvenue' })).toBeInTheDocument();
  });
});
