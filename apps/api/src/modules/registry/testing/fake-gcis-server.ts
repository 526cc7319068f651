// The fake company registry as a program, for the browser journeys (e2e/playwright.config.ts): listens on
// FAKE_GCIS_PORT (default 3197), answers GET /health with `ok`, and stops on SIGTERM or SIGINT. Which
// numbers it knows is listed in fake-gcis.ts.
import { startFakeGcis } from './fake-gcis';

const port = Number(process.env.FAKE_GCIS_PORT ?? 3197);

startFakeGcis({ port }).then(
  (fake) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        fake.close().then(() => process.exit(0));
      });
    }
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
