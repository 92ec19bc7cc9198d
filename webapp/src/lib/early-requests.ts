/**
 * GET requests the first screen is known to make, started by the entry script before the app's
 * code has arrived (main.tsx): on a signed-in dashboard the user, the first page of the library
 * and the counts were asked for only after ~250 kB of script had loaded and run, and the list
 * after the dashboard's own chunk too. The API client takes each answer once (api.ts).
 */

interface EarlyRequest {
  response: Promise<Response>;
  /** When it left, on the page's clock (`Date.now()`). */
  startedAt: number;
}

/** An answer nobody asked for within this time is dropped: it may be out of date by then. */
const EARLY_ANSWER_TTL_MS = 15_000;

const pending = new Map<string, EarlyRequest>();

export function startEarlyRequests(paths: readonly string[]): void {
  for (const path of paths) {
    const response = fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    // Taken or not, a failure here is the taker's to report (or nobody's).
    response.catch(() => undefined);
    pending.set(path, { response, startedAt: Date.now() });
  }
}

function fresh(path: string): EarlyRequest | undefined {
  const request = pending.get(path);
  if (request && Date.now() - request.startedAt > EARLY_ANSWER_TTL_MS) pending.delete(path);
  return pending.get(path);
}

/** When the early request for this path left, if there is one still to be taken. */
export function earlyRequestStartedAt(path: string): number | undefined {
  return fresh(path)?.startedAt;
}

/** The early request's answer for this path, once; later calls ask the server again. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const request = fresh(path);
  pending.delete(path);
  return request?.response;
}
