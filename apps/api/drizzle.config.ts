import { defineConfig } from 'drizzle-kit';

// Generating SQL from the schema needs no database; migrations are applied by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/vendor-schema.ts',
    './src/db/image-schema.ts',
    './src/db/member-import-schema.ts',
    './src/db/catalogue-schema.ts',
    './src/db/publishing-schema.ts',
    './src/db/product-schema.ts',
    './src/db/news-schema.ts',
    './src/db/notification-schema.ts',
    './src/db/inquiry-schema.ts',
    './src/db/meeting-schema.ts',
    './src/db/consultation-schema.ts',
    './src/db/export-schema.ts',
  ],
  out: './drizzle',
  casing: 'snake_case',
});
