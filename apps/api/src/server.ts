// Starts the portal: configuration, database, first administrator, then one HTTP server for the API,
// its documentation and the web app. Everything else lives in buildApp().
import pino from 'pino';
import { buildApp } from './app';
import { configurationWarnings, EnvError, loadEnv } from './config/env';
import { type OpenDatabase, openDatabase } from './db/open-database';
import { logDestination } from './lib/log-destination';
import {
  ensureFirstAdministrator,
  firstAdministratorSettings,
} from './modules/users/first-administrator.service';

function readEnvOrExit() {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnvOrExit();
const logger = pino(
  { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  logDestination(),
);

let database: OpenDatabase | undefined;

// Settings that work but are wrong for production (mail links to localhost): said once, at start.
for (const warning of configurationWarnings(env)) logger.warn(warning);

async function main() {
  database = await openDatabase(env, (level, message) => logger[level](message));
  const admin = await ensureFirstAdministrator(database.db, firstAdministratorSettings(env));
  if (admin.created) logger.info({ account: admin.account }, 'first administrator created');
  if (admin.generatedPassword) {
    // Printed once, to the terminal only (not the structured log): it is not stored in clear anywhere.
    process.stdout.write(
      `\n  First administrator: ${admin.account}\n  Password (shown only now): ${admin.generatedPassword}\n\n`,
    );
  }

  const app = await buildApp({
    config: env,
    database,
    logger,
    runJobs: true,
    // Without a mail server (outside production) each mail is printed here once, codes and links included.
    printMessage: (text) => process.stdout.write(text),
  });
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    await database?.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch(async (error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
  await database?.close();
  process.exit(1);
});
