import { DialogTrigger } from 'react-aria-components';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ModalDrawer } from '../../../ui/modal-drawer/modal-drawer';
import { openModal } from '../../../ui/named-modal/open-modal';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';

export const NAMED_DRAWER = 'tiroir-aide-iban';

function ModalDrawerSection() {
  return (
    <>
      <GalleryState
        title="Titre, sous-titre, contenu et bouton Fermer"
        note="À droite sur grand écran, en bas sous 960 px. Échap ou un clic à l’extérieur le ferme."
      >
        <DialogTrigger>
          <Button>Ouvrir le tiroir</Button>
          <ModalDrawer title="Détail de l’offre" subtitle="Voltaire Prix Fixe">
            <p>Le prix du kWh hors taxes est garanti deux ans à compter de la mise en service.</p>
            <Button variant="secondary" slot="close">
              J’ai compris
            </Button>
          </ModalDrawer>
        </DialogTrigger>
      </GalleryState>

      <GalleryState
        title="Sans bouton Fermer, qui refuse Échap et le clic à l’extérieur"
        note="Seul le bouton du contenu le ferme."
      >
        <DialogTrigger>
          <Button>Ouvrir le tiroir bloquant</Button>
          <ModalDrawer
            title="Confirmation requise"
            hasCloseButton={false}
            isDismissable={false}
            isKeyboardDismissDisabled
          >
            {(close) => (
              <>
                <p>Confirmez-vous l’abandon de votre souscription&#x202F;?</p>
                <Button onPress={close}>Revenir à ma souscription</Button>
              </>
            )}
          </ModalDrawer>
        </DialogTrigger>
      </GalleryState>

      <GalleryState
        title="Popup à modèle dans le tiroir"
        note="Titre, sous-titre, contenu, icône et un bouton qui ferme."
      >
        <DialogTrigger>
          <Button>Ouvrir le tiroir à modèle</Button>
          <ModalDrawer
            template={{
              title: 'Demande envoyée',
              subtitle: 'Merci pour votre confiance',
              content: '<p>Un conseiller vous rappelle sous <strong>48 heures</strong>.</p>',
              icon: '📞',
              iconLabel: 'Téléphone',
              button: { label: 'Fermer le message' },
            }}
          />
        </DialogTrigger>
      </GalleryState>

      <GalleryState
        title="Tiroir nommé"
        note={`Ouvert par l’événement applicatif openModal('${NAMED_DRAWER}'), ou par tout élément portant data-open-modal="${NAMED_DRAWER}".`}
      >
        <button type="button" data-open-modal={NAMED_DRAWER} className={buttonClassName('primary')}>
          Où trouver mon IBAN&#x202F;? (attribut data-open-modal)
        </button>
        <Button variant="secondary" onPress={() => openModal(NAMED_DRAWER)}>
          Ouvrir par l’événement
        </Button>
        <ModalDrawer name={NAMED_DRAWER} title="Où trouver mon IBAN ?">
          <p>
            Votre IBAN figure sur votre relevé d’identité bancaire (RIB) et dans l’espace client de votre
            banque.
          </p>
        </ModalDrawer>
      </GalleryState>
    </>
  );
}

export const modalDrawerSection: GallerySection = {
  id: 'tiroir',
  title: 'Tiroir modal',
  Component: ModalDrawerSection,
};
