import { DialogTrigger, Heading } from 'react-aria-components';
import { Button } from '../../../ui/button/button';
import { ModalPopup } from '../../../ui/modal-popup/modal-popup';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';

function ModalPopupSection() {
  return (
    <>
      <GalleryState
        title="Barre du haut et modèle avec statut"
        note="Émoji de statut en 75 px, contenu HTML nettoyé."
      >
        <DialogTrigger>
          <Button>Ouvrir la popup de succès</Button>
          <ModalPopup
            hasTopBar
            template={{
              title: 'Paiement enregistré',
              subtitle: 'Votre mandat SEPA est actif',
              // The <script> is dropped by the sanitiser. (An inline handler such as onerror would be dropped too,
              // but Chromium reports it as a CSP violation as soon as any parser sees it.)
              content:
                '<p>Vous recevrez un <strong>e-mail</strong> de confirmation.</p><script>alert(1)</script>',
              status: 'success',
              button: { label: 'Continuer' },
            }}
          />
        </DialogTrigger>
      </GalleryState>

      <GalleryState title="Modèle avec icône" note="Émoji d’icône en 100 px, sans barre du haut.">
        <DialogTrigger>
          <Button>Ouvrir la popup à icône</Button>
          <ModalPopup
            template={{
              title: 'Bienvenue chez Voltaire Énergie',
              icon: '🎉',
              status: 'info',
              button: { label: 'Découvrir mon espace' },
            }}
          />
        </DialogTrigger>
      </GalleryState>

      <GalleryState
        title="Modèle d’erreur, sans bouton"
        note="Échap, le clic à l’extérieur ou la barre du haut la ferment."
      >
        <DialogTrigger>
          <Button>Ouvrir la popup d’erreur</Button>
          <ModalPopup hasTopBar template={{ title: 'Une erreur est survenue', status: 'error' }} />
        </DialogTrigger>
      </GalleryState>

      <GalleryState title="Contenu libre">
        <DialogTrigger>
          <Button>Ouvrir la popup libre</Button>
          <ModalPopup hasTopBar>
            {(close) => (
              <>
                <Heading slot="title" level={2}>
                  Rappel gratuit
                </Heading>
                <p>Un conseiller vous rappelle du lundi au vendredi, de 8 h à 20 h.</p>
                <Button onPress={close}>Merci</Button>
              </>
            )}
          </ModalPopup>
        </DialogTrigger>
      </GalleryState>
    </>
  );
}

export const modalPopupSection: GallerySection = {
  id: 'popup',
  title: 'Popup modale',
  Component: ModalPopupSection,
};
