import type { ComponentType } from 'react';

/**
 * One block of the widget gallery (/galerie): a widget shown in each of its states.
 * `id` becomes the section's anchor (French, kebab-case); `title` its heading.
 */
export interface GallerySection {
  id: string;
  title: string;
  Component: ComponentType;
}
