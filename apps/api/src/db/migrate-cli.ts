// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded server in DATA_DIR.
import { loadEnv } from '../config/env';
import { openDatabase } from './open-database';

try {
  const database = await openDatabase(loadEnv(), (_level, message) => console.info(message));
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
