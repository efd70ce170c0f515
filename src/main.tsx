import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { env } from './config/env';
import { loadCatalogue } from './i18n/load-catalogue';
import { holdsPrerenderedPage } from './lib/services/prerendered-page';
import { captureAppVersions, language } from './lib/services/storage';
import './styles/tokens.css';
import './styles/app.css';

captureAppVersions(window.location.search);

// An English screen's catalogue is asked for now, alongside the first screen's chunks, rather than
// after the first render (LanguageProvider shows nothing until it is there; a failure is its to
// handle, by staying in Japanese).
const english = language.read() === 'en' ? loadCatalogue('en') : null;
english?.catch(() => undefined);

// A static demo with no server: VITE_MOCK_BACKEND=browser runs the mock backend's handlers in a
// service worker (the branch, and the mock with it, is dropped from ordinary builds).
if (import.meta.env.VITE_MOCK_BACKEND === 'browser') {
  const { startBrowserMock } = await import('../mock-server/browser');
  await startBrowserMock({ buildHash: env.buildCommitHash });
}

/** Resolves once the router's first address's screens and loaders are in. */
function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The app starts in a task of its own, after the one that evaluated its modules: creating the
 * router (its routes ranked, the first screen's loaders started) is about as long as the
 * evaluation, and the two in one task blocked the main thread for as long as both
 * (docs/performance.md#the-first-render-in-slices).
 */
function start(root: HTMLElement) {
  const queryClient = createAppQueryClient();
  // The router starts the first screen's loaders (its data, beside its module) at once.
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (holdsPrerenderedPage(root)) {
    // The sign-in page comes prerendered (user/login.html, scripts/prerender-sign-in.ts): it stays
    // on screen until the app can show the same page in its first render, with its module and its
    // catalogue in, so nothing blanks or flickers in between (lib/services/prerendered-page.ts
    // keeps what was typed meanwhile). That render is one task: the fields are read during it and
    // replaced at its commit, so no keystroke may land between the two, as it could while a sliced
    // render gives the main thread back. (Not a top-level await: that would make the bundler split
    // the entry's modules out for the lazily loaded screens to share, a dozen more requests.)
    void Promise.all([routerInitialized(router), english?.catch(() => undefined)]).then(() =>
      createRoot(root).render(app),
    );
    return;
  }
  // Anywhere else the first render is a transition: React renders it in slices of a few
  // milliseconds, giving the main thread back between them, instead of in one task (the longest
  // after the scripts' evaluation). Nothing is on screen yet to keep, so nothing waits for it.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
setTimeout(() => start(root), 0);
