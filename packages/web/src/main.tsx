import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import './app/global.css';
import { initI18n } from './app/i18n/i18n.ts';
import { preloadPage, router } from './app/routing/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { useSession } from './app/session/session-store.ts';
import { checkForNewVersion } from './app/version-check.ts';

registerServiceWorker();
void checkForNewVersion();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

preloadPage(window.location.pathname);
// The first render waits for the language's strings, so no screen flashes untranslated keys.
initI18n(useSession.getState().language)
  .catch((error: unknown) => console.error('The language could not be loaded', error))
  .finally(() => render(root));
