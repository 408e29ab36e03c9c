import './ui/global.css';
import { createLogCapture, readPreferencesCookie } from '@voltaire/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppServicesProvider } from './app/app-services';
import { captureConsole } from './app/console-capture';
import { applyDisplayPreferences } from './app/display-preferences';
import { AppErrorBoundary } from './app/error-fallback';
import { createHttpClient } from './app/http-client';
import { createAppRouter } from './app/router';

// Start-up: everything that touches the browser happens here, not in route modules.
const logCapture = createLogCapture({ limit: 200 });
captureConsole(console, logCapture);
applyDisplayPreferences(document.documentElement, readPreferencesCookie(document.cookie));

const services = { http: createHttpClient(), logCapture };
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

createRoot(container).render(
  <StrictMode>
    <AppServicesProvider services={services}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppServicesProvider>
  </StrictMode>,
);
