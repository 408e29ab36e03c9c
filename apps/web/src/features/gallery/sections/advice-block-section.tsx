import { AdviceBlock } from '../../../ui/advice-block/advice-block';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';

function AdviceBlockSection() {
  return (
    <>
      <GalleryState title="Par défaut : « Petite précision », replié">
        <AdviceBlock headingLevel={4}>
          <p>
            Le numéro de PDL figure sur votre facture d’électricité, sous la mention « Point de livraison ».
          </p>
        </AdviceBlock>
      </GalleryState>
      <GalleryState title="Ouvert au départ">
        <AdviceBlock headingLevel={4} title="Pourquoi ces informations ?" defaultOpen>
          <p>Elles nous permettent de retrouver votre compteur sans vous demander de relevé.</p>
        </AdviceBlock>
      </GalleryState>
      <GalleryState title="Variante erreur">
        <AdviceBlock headingLevel={4} variant="error" title="Adresse introuvable" defaultOpen>
          <p>Vérifiez le numéro et le nom de la voie, ou saisissez votre adresse manuellement.</p>
        </AdviceBlock>
      </GalleryState>
    </>
  );
}

export const adviceBlockSection: GallerySection = {
  id: 'precision',
  title: 'Bloc de précision',
  Component: AdviceBlockSection,
};
