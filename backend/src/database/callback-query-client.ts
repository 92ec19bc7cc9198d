import pg from 'pg';

type QueryCallback = (error: Error | null, result?: pg.QueryResult) => void;
type RawQuery = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

// Always called with .call(client) below.
// eslint-disable-next-line @typescript-eslint/unbound-method
const clientQuery = pg.Client.prototype.query as RawQuery;

/**
 * The PostgreSQL client TypeORM's pool creates (`extra.Client`). It answers the promise form of
 * `query()` (the only one TypeORM uses) through pg's callback form.
 *
 * Why: pg's own promise form makes V8 keep every request's objects alive through young-generation
 * collections and promote them to the old generation, so a busy list paid longer collection
 * pauses; the callback form leaves them young. Results and errors are the same objects.
 */
export class CallbackQueryClient extends pg.Client {}

CallbackQueryClient.prototype.query = function query(
  this: pg.Client,
  config: unknown,
  values?: unknown,
  callback?: unknown,
): unknown {
  const custom = typeof (config as { submit?: unknown } | null)?.submit === 'function';
  if (custom || typeof values === 'function' || typeof callback === 'function') {
    return clientQuery.call(this, config, values, callback);
  }
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const done: QueryCallback = (error, result) => (error ? reject(error) : resolve(result!));
    clientQuery.call(this, config, values, done);
  }).catch((error: unknown) => {
    // As pg does: the stack then leads back to the code that ran the query, not to the socket read.
    if (error instanceof Error) Error.captureStackTrace(error);
    throw error;
  });
} as pg.Client['query'];
