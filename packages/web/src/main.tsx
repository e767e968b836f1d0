import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import './app/global.css';
import { initI18n } from './app/i18n/i18n.ts';
import { router } from './app/routing/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { useSession } from './app/session/session-store.ts';
import { checkForNewVersion } from './app/version-check.ts';

initI18n(useSession.getState().language);
registerServiceWorker();
void checkForNewVersion();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
