import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageOf } from './app/router';
import { applyDarkModeToDocument, readDarkMode } from './lib/dark-mode';
import { installErrorReporter } from './lib/error-reporter';
import { currentLanguage, loadLanguage } from './lib/i18n';
import { shareSessionAcrossTabs } from './lib/session';
import './styles.css';

installErrorReporter();
shareSessionAcrossTabs();
applyDarkModeToDocument(readDarkMode());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// A transition: React renders the first screen in slices and lets the browser in between, instead of
// one task of a few hundred milliseconds on a phone.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The page's files load beside the texts, not after them. A visitor who chose English gets its texts
// before the first paint; a failed load falls back to zh-Hant.
const pageLoaded = preloadPageOf(window.location.pathname);
const textsLoaded = loadLanguage(currentLanguage());
// A page the server sent already drawn (login.html, build/prerendered-pages.ts) stays on screen until
// its live version can replace it in one go, with no loading screen between the two.
const isPrerendered = container.firstElementChild?.classList.contains('prerendered') ?? false;
(isPrerendered ? Promise.all([textsLoaded, pageLoaded]) : textsLoaded).then(render, render);
