import type { FetchError, FetchErrorKind } from './fetch-error.js';

/** Extraction failed; `message` is the reason shown to the user, `transient` says retry may help. */
export class ExtractionError extends Error {
  readonly transient: boolean;
  /** The fetch failure behind this error, when there was one. */
  readonly kind: FetchErrorKind | null;
  readonly status: number | null;

  constructor(
    message: string,
    options: {
      transient: boolean;
      kind?: FetchErrorKind | null;
      status?: number | null;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ExtractionError';
    this.transient = options.transient;
    this.kind = options.kind ?? null;
    this.status = options.status ?? null;
  }

  static fromFetchError(error: FetchError): ExtractionError {
    return new ExtractionError(error.message, {
      transient: error.transient,
      kind: error.kind,
      status: error.status,
      cause: error,
    });
  }
}
