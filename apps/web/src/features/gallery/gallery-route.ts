/**
 * The gallery page with its loader, reached through one dynamic import from the router, so the shell carries
 * one short preload list instead of the list of every widget the gallery shows.
 */
export async function loadGalleryRoute() {
  const [{ galleryLoader }, { GalleryPage }] = await Promise.all([
    import('./gallery-loader'),
    import('./gallery-page'),
  ]);
  return { loader: galleryLoader, Component: GalleryPage };
}
