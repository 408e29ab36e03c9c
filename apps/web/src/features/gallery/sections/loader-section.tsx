import { Loader } from '../../../ui/loader/loader';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';

function LoaderSection() {
  return (
    <>
      <GalleryState title="Par défaut (titre)">
        <Loader headingLevel={4} />
      </GalleryState>
      <GalleryState title="Message en paragraphe (isText)">
        <Loader message="Recherche des communes…" isText />
      </GalleryState>
    </>
  );
}

export const loaderSection: GallerySection = {
  id: 'chargement',
  title: 'Chargement',
  Component: LoaderSection,
};
