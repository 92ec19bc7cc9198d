import { type ApiError } from '@vault/contracts';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/**
 * The server's own `message` from an error raised by the API client (`"<status>: <body>"`, where the
 * body is JSON `{ message, code? }`), or `undefined` when the error carries no such message.
 */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The server's machine-readable `code` (such as `limit_reached`), when the error body has one. */
export function serverCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

function errorBody(error: unknown): Partial<ApiError> | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[2] ?? '') as Partial<ApiError> | null;
    return body && typeof body === 'object' ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The text a toast shows for a failed call: the server's message, else the given fallback. */
export function errorDescription(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
