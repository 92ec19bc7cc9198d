import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** PostgreSQL's `integer`: every id column (`serial`), positions, and the largest page offset. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** At most `PG_INTEGER_MAX`, so PostgreSQL never refuses the value (a 500) after validation passed. */
export const FitsIntegerColumn = (message: string) => Max(PG_INTEGER_MAX, { message });

/** `offset` of a page from the query string: a whole number from 0 to `PG_INTEGER_MAX`. */
export function IsPageOffset() {
  const message = `offset must be a whole number from 0 to ${PG_INTEGER_MAX}`;
  return applyDecorators(
    Type(() => Number),
    IsInt({ message }),
    Min(0, { message }),
    FitsIntegerColumn(message),
  );
}
