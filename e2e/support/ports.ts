// The journeys' local servers listen on fixed ports; E2E_PORT_OFFSET moves them all at once, so two
// checkouts of the project can run their journeys on one machine side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  app: 3100 + offset,
  embeddedPostgres: 54329 + offset,
  fakeGcis: 3197 + offset,
  fakeGoogle: 3198 + offset,
  mailCatcherHttp: 3199 + offset,
  mailCatcherSmtp: 2599 + offset,
};
