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
  // The sign-in page comes prerendered (user/login.html, scripts/prerender-sign-in.ts): it stays on
  // screen until the app can show the same page in its first render, with its module and its
  // catalogue in, so nothing blanks or flickers in between (lib/prerendered-page.ts keeps what was
  // typed meanwhile).
  // (Not a top-level await: that would make the bundler split the entry's modules out for the
  // lazily loaded screens to share, a dozen more requests.)
  const app = (
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>
  );
  /**
   * The first render as a transition: React renders it in slices of a few milliseconds, giving the
   * main thread back between them, instead of in one task (the longest after the scripts'
   * evaluation; docs/performance.md#the-first-render-in-slices). Nothing is on screen yet to keep,
   * so nothing waits for it.
   */
  const renderSliced = () => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  };
  /**
   * Over the prerendered sign-in page, in one task: its fields are read during the render (what was
   * typed, the focus, a press of the button) and replaced at its commit, so no keystroke may land
   * between the two, as it could while a sliced render gives the main thread back.
   */
  const renderAtOnce = () => createRoot(root).render(app);
  /** Resolves once the router's first address's screens and loaders are in. */
  const routerInitialized = () =>
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  if (holdsPrerenderedPage(root)) {
    void Promise.all([routerInitialized(), english?.catch(() => undefined)]).then(renderAtOnce);
  } else {
    renderSliced();
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
setTimeout(() => start(root), 0);
