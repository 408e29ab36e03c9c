import { Outlet } from 'react-router';
import { FrenchLocale } from '../ui/french-locale';

/** The pages built from react-aria widgets, in French whatever the browser's language (see FrenchLocale). */
export function WidgetPagesLayout() {
  return (
    <FrenchLocale>
      <Outlet />
    </FrenchLocale>
  );
}
