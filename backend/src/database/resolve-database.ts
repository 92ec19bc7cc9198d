import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseConnection {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set, otherwise the embedded PostgreSQL under `DATA_DIR`. */
export async function resolveDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    log,
  });
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
