import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { env } from './config/env';
import { loadCatalogue } from './i18n/load-catalogue';
import { captureAppVersions, language } from './lib/storage';
import './styles/tokens.css';
import './styles/app.css';

captureAppVersions(window.location.search);

// An English screen's catalogue is asked for now, alongside the first screen's chunks, rather than
// after the first render (LanguageProvider shows nothing until it is there; a failure is its to
// handle, by staying in Japanese).
if (language.read() === 'en') loadCatalogue('en').catch(() => undefined);

// A static demo with no server: VITE_MOCK_BACKEND=browser runs the mock backend's handlers in a
// service worker (the branch, and the mock with it, is dropped from ordinary builds).
if (import.meta.env.VITE_MOCK_BACKEND === 'browser') {
  const { startBrowserMock } = await import('../mock-server/browser');
  await startBrowserMock({ buildHash: env.buildCommitHash });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders router={createAppRouter()} queryClient={createAppQueryClient()} />
  </StrictMode>,
);
