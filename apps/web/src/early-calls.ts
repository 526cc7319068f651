import { sendEarlyCalls } from './app/early-page-calls';

// The early calls' script: index.html loads it (async) ahead of the app's modules, built on its own
// (build/early-calls-script.ts). It sends the calls the page's first screen needs (lib/early-calls.ts).
sendEarlyCalls(window.location.pathname);
