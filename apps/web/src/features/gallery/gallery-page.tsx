import { useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './gallery.module.css';
import type { GalleryLoaderData } from './gallery-loader';
import { gallerySections } from './sections';

/** /galerie: every widget of the design system in each of its states (outside production). */
export function GalleryPage() {
  useDocumentTitle('Galerie des composants');
  const { appEnv } = useLoaderData() as GalleryLoaderData;
  return (
    <div className={styles.gallery}>
      <h1>Galerie des composants</h1>
      <p className={styles.lead}>
        Chaque composant partagé, dans chacun de ses états. Page disponible hors production uniquement
        (environnement&#x202F;: <code>{appEnv}</code>).
      </p>
      <nav aria-label="Composants" className={styles.toc}>
        <ul>
          {gallerySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {gallerySections.map(({ id, title, Component }) => (
        <section key={id} id={id} aria-labelledby={`${id}-titre`} className={styles.section}>
          <h2 id={`${id}-titre`}>{title}</h2>
          <Component />
        </section>
      ))}
    </div>
  );
}
