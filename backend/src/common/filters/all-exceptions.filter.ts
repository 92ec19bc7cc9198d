import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@vault/contracts';
import type { Response } from 'express';
import { isDatabaseUnavailable } from './database-unavailable.js';

function messageOf(body: unknown, fallback: string): { message: string; code?: string } {
  if (typeof body === 'string') return { message: body };
  if (body && typeof body === 'object') {
    const { message, code } = body as { message?: unknown; code?: unknown };
    const text = Array.isArray(message) ? message.map(String).join('; ') : message;
    return {
      message: typeof text === 'string' && text ? text : fallback,
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { message: fallback };
}

/** body-parser's failures, told in words a client can act on. */
const BODY_ERRORS: Record<string, ApiError> = {
  'entity.parse.failed': { message: 'Request body is not valid JSON', code: 'invalid_json' },
  'entity.too.large': { message: 'Request body is too large', code: 'payload_too_large' },
  'entity.too.deep': { message: 'Request body is nested too deeply', code: 'invalid_json' },
  'encoding.unsupported': { message: 'Request body encoding is not supported', code: 'bad_body' },
};

/** Every error leaves as JSON `{ message, code? }` with its status; never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let body: ApiError = { message: 'Something went wrong on our side. Please try again.' };
    const bodyError = isBodyParserError(exception)
      ? exception
      : exception instanceof HttpException && isBodyParserError(exception.cause)
        ? exception.cause
        : null;
    if (bodyError && bodyError.status < 500) {
      status = bodyError.status;
      body = BODY_ERRORS[bodyError.type] ?? {
        message: 'The request body could not be read',
        code: 'bad_body',
      };
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = messageOf(exception.getResponse(), exception.message);
      // The throttler's answer; a 429 with its own code (such as a code resend limit) keeps its words.
      if (status === HttpStatus.TOO_MANY_REQUESTS && !body.code) {
        body = {
          message: 'Too many attempts. Please wait a minute and try again.',
          code: 'rate_limited',
        };
      }
    } else if (isOutOfRangeValue(exception)) {
      // Routes validate numbers to their columns' range; this catches one that slipped through.
      status = HttpStatus.BAD_REQUEST;
      body = { message: 'A number in the request is out of range', code: 'validation_failed' };
    } else if (isDatabaseUnavailable(exception)) {
      // An outage, not a bug: say so, and let the client retry (readiness is 503 meanwhile).
      status = HttpStatus.SERVICE_UNAVAILABLE;
      body = {
        message: 'The database is unavailable. Please try again shortly.',
        code: 'database_unavailable',
      };
      this.logger.warn(`Database unavailable: ${String(exception)}`);
    } else {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    response.status(status).json(body);
  }
}

/** PostgreSQL refused a value for its column's type: 22003 numeric_value_out_of_range. */
function isOutOfRangeValue(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown } } | null)?.driverError;
  return driverError?.code === '22003';
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { type?: unknown }).type === 'string'
  );
}
