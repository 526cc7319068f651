import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDarkModeToDocument, readDarkMode } from './lib/dark-mode';
import { installErrorReporter } from './lib/error-reporter';
import './lib/i18n';
import './styles.css';

installErrorReporter();
applyDarkModeToDocument(readDarkMode());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
