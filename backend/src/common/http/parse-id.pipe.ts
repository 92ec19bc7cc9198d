import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { PG_INTEGER_MAX } from './integer-range.js';

/**
 * An id from the path: decimal digits naming a row of an `integer` id column. Anything else
 * (a sign, a fraction, an exponent, a number past the column's range) is a 400 here rather than a
 * query PostgreSQL refuses with a 500.
 */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= PG_INTEGER_MAX)) {
      const field = metadata.data ?? 'id';
      throw new BadRequestException({
        message: `${field} must be a whole number from 1 to ${PG_INTEGER_MAX}`,
        code: 'validation_failed',
      });
    }
    return id;
  }
}
