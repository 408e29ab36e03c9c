import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * The widgets' built-in strings (« Fermer », calendar and list announcements) are bundled in French only
 * (optimize-locales-plugin): a widget that followed an English browser's locale would find no strings at all.
 */
export function FrenchLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="fr-FR">{children}</I18nProvider>;
}
