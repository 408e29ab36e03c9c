import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAWER_BOTTOM_BELOW_PX } from '@voltaire/domain';
import { DialogTrigger } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { openModal } from '../named-modal/open-modal';
import { OpenModalOnClick } from '../named-modal/open-modal-on-click';
import { ModalDrawer } from './modal-drawer';
import { DRAWER_BOTTOM_MEDIA_QUERY } from './use-drawer-placement';

/** A window `width` px wide, as far as matchMedia is concerned. */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DRAWER_BOTTOM_MEDIA_QUERY && width < DRAWER_BOTTOM_BELOW_PX,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function DrawerWithTrigger(props: Partial<Parameters<typeof ModalDrawer>[0]>) {
  return (
    <DialogTrigger>
      <Button>Voir le détail</Button>
      <ModalDrawer title="Détail de l’offre" subtitle="Voltaire Prix Fixe" {...props}>
        <p>Prix garanti deux ans.</p>
        <Button>Un bouton du contenu</Button>
      </ModalDrawer>
    </DialogTrigger>
  );
}

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('ModalDrawer', { timeout: 20_000 }, () => {
  it('opens from its trigger as a dialog labelled by its title, with subtitle, content and « Fermer »', async () => {
    const user = userEvent.setup();
    render(<DrawerWithTrigger />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));

    const dialog = screen.getByRole('dialog', { name: 'Détail de l’offre' });
    expect(dialog).toHaveAccessibleDescription('Voltaire Prix Fixe');
    expect(dialog).toHaveTextContent('Prix garanti deux ans.');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('traps the focus inside and gives it back to the opener when closed', async () => {
    const user = userEvent.setup();
    render(<DrawerWithTrigger />);
    const opener = screen.getByRole('button', { name: 'Voir le détail' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 4; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape, unless isKeyboardDismissDisabled', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DrawerWithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<DrawerWithTrigger isKeyboardDismissDisabled />);
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click on the backdrop, unless isDismissable is false', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DrawerWithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<DrawerWithTrigger isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can do without its close button', async () => {
    const user = userEvent.setup();
    render(<DrawerWithTrigger hasCloseButton={false} />);
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: 'Fermer' }),
    ).not.toBeInTheDocument();
  });

  it(`sits at the bottom below ${DRAWER_BOTTOM_BELOW_PX} px and on the right from ${DRAWER_BOTTOM_BELOW_PX} px`, () => {
    stubWindowWidth(375);
    const { unmount } = render(<ModalDrawer title="Étroit" defaultOpen />);
    expect(document.querySelector('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    unmount();

    stubWindowWidth(DRAWER_BOTTOM_BELOW_PX);
    render(<ModalDrawer title="Large" defaultOpen />);
    expect(document.querySelector('[data-placement]')).toHaveAttribute('data-placement', 'right');
  });

  it('opens when the app-wide event names it, and only then', () => {
    render(
      <>
        <ModalDrawer name="aide-iban" title="Où trouver mon IBAN ?" />
        <ModalDrawer name="autre" title="Autre tiroir" />
      </>,
    );
    act(() => openModal('inconnu'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openModal('aide-iban'));
    expect(screen.getByRole('dialog', { name: 'Où trouver mon IBAN ?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Autre tiroir' })).not.toBeInTheDocument();
  });

  it('opens from any element carrying data-open-modal with its name', async () => {
    const user = userEvent.setup();
    render(
      <>
        <OpenModalOnClick />
        <button type="button" data-open-modal="aide-iban">
          Aide
        </button>
        <ModalDrawer name="aide-iban" title="Où trouver mon IBAN ?" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    expect(screen.getByRole('dialog', { name: 'Où trouver mon IBAN ?' })).toBeInTheDocument();
  });

  it('shows a templated popup whose one button runs its action and closes it', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <ModalDrawer
        defaultOpen
        template={{
          title: 'Demande envoyée',
          subtitle: 'Merci',
          content: '<p>Nous vous rappelons sous 48 h.</p>',
          status: 'success',
          button: { label: 'Compris', onPress },
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Demande envoyée' });
    expect(dialog).toHaveTextContent('Nous vous rappelons sous 48 h.');
    expect(within(dialog).getByRole('img', { name: 'Succès' })).toHaveAttribute('data-size', '75');

    await user.click(within(dialog).getByRole('button', { name: 'Compris' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is named by aria-label when it has no title', () => {
    render(<ModalDrawer defaultOpen aria-label="Filtres" />);
    expect(screen.getByRole('dialog', { name: 'Filtres' })).toBeInTheDocument();
  });
});
