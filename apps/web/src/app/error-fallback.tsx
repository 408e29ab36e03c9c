import { Component, type ContextType, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/content/not-found-page';
import { type AppServices, AppServicesContext, useAppServices } from './app-services';
import styles from './error-fallback.module.css';

/** The fallback screen of SPEC §2: a centred heading. */
export function ErrorFallback() {
  return (
    <div className={styles.fallback}>
      <h1>Oops, une erreur est survenue&#x202F;!</h1>
      <p>
        Nos équipes ont été prévenues. Vous pouvez recharger la page ou <a href="/">revenir à l’accueil</a>.
      </p>
    </div>
  );
}

/** The report's code loads with the first error: the pages that never fail do not carry it (ADR 0036). */
function report(error: unknown, services: AppServices) {
  import('./report-rendering-error')
    .then(({ reportRenderingError }) =>
      reportRenderingError(error, { ...services, url: globalThis.location.href }),
    )
    .catch(() => console.error(error));
}

/** Shows the fallback and reports the error once it is on screen. */
function ReportedErrorFallback({ error }: { error: unknown }) {
  const services = useAppServices();
  useEffect(() => {
    report(error, services);
  }, [error, services]);
  return <ErrorFallback />;
}

/**
 * The router's `errorElement`. A 404 thrown by a loader shows « Page introuvable »; anything else is a
 * rendering (or loading) error: fallback screen plus report.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ReportedErrorFallback error={error} />;
}

/** The root route's `errorElement`: the layout itself failed, so the fallback brings its own landmark. */
export function RootErrorBoundary() {
  return (
    <main>
      <RouteErrorBoundary />
    </main>
  );
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches what the router cannot: errors thrown while the router itself renders. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  static override contextType = AppServicesContext;
  declare context: ContextType<typeof AppServicesContext>;
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (this.context) report(error, this.context);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main>
        <ErrorFallback />
      </main>
    );
  }
}
