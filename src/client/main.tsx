import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { toast } from './components/ui/use-toast';
import { i18nReady } from './lib/i18n';
import { reloadOnceForNewBuild } from './lib/new-build';
import { registerServiceWorker } from './lib/service-worker';
import { takeWelcomeNote } from './lib/sign-in';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Signed in on the home page the server drew (public-login.ts): its welcome toast, shown once.
const welcome = takeWelcomeNote();
if (welcome) toast(welcome);

reloadOnceForNewBuild();
registerServiceWorker();

const root = createRoot(container);
// The first paint waits for the interface language (one small chunk): no key is ever shown as text.
void i18nReady.finally(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
