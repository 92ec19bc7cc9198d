import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

const PRIORITY = ['isDefined', 'isNotEmpty', 'isString'];

function firstMessage(errors: ValidationError[]): { field: string; message: string } | null {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    // A missing value is reported as missing, before what its format would need.
    const key = PRIORITY.find((name) => constraints[name]) ?? Object.keys(constraints)[0];
    const message = key ? constraints[key] : undefined;
    if (message) return { field: error.property, message };
    const nested = firstMessage(error.children ?? []);
    if (nested) return { field: `${error.property}.${nested.field}`, message: nested.message };
  }
  return null;
}

/** DTO validation whose 400 answer names the field: `{ message, code: 'validation_failed', field }`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const first = firstMessage(errors);
      return new BadRequestException({
        message: first?.message ?? 'Invalid request',
        code: 'validation_failed',
        field: first?.field,
      });
    },
  });
}
