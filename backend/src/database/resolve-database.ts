import type { AppConfig } from '../config/app-config.js';

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
  // Imported only when used: the library installs a SIGTERM handler on import that exits at once,
  // which would cut short the graceful drain of a server on an external database.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    log,
  });
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
