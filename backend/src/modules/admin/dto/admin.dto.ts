import { LIMITS, PLAN_NAMES, type PlanName } from '@vault/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FitsIntegerColumn, IsPageOffset } from '../../../common/http/integer-range.js';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** `POST /api/admin/upgrade-user {userId, plan}`. */
export class UpgradeUserDto {
  @IsDefined({ message: 'Please select a user and plan' })
  @IsInt({ message: 'userId must be a whole number' })
  @Min(1, { message: 'userId must be a whole number' })
  @FitsIntegerColumn('userId must be a whole number')
  userId: number;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsDefined({ message: 'Please select a user and plan' })
  @IsIn(PLAN_NAMES, { message: `plan must be one of ${PLAN_NAMES.join(', ')}` })
  plan: PlanName;
}

const creditRange = `creditAmount must be a whole number from ${LIMITS.creditGrantMin} to ${LIMITS.creditGrantMax}`;

/** `POST /api/admin/grant-credits {userId, creditAmount, description?}`. */
export class GrantCreditsDto {
  @IsDefined({ message: 'Please select a user and enter a valid credit amount' })
  @IsInt({ message: 'userId must be a whole number' })
  @Min(1, { message: 'userId must be a whole number' })
  @FitsIntegerColumn('userId must be a whole number')
  userId: number;

  @IsDefined({ message: 'Please select a user and enter a valid credit amount' })
  @IsInt({ message: creditRange })
  @Min(LIMITS.creditGrantMin, { message: creditRange })
  @Max(LIMITS.creditGrantMax, { message: creditRange })
  creditAmount: number;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'description must be text' })
  @MaxLength(500, { message: 'description must be at most 500 characters' })
  description?: string;
}

/** `limit` (default 50, at most 100) and `offset`. */
export class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(LIMITS.maxPageSize, { message: `limit must be at most ${LIMITS.maxPageSize}` })
  limit?: number;

  @IsOptional()
  @IsPageOffset()
  offset?: number;
}

/** `GET /api/admin/users?search=&limit=&offset=`. */
export class AdminUsersQuery extends PageQuery {
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(LIMITS.emailMaxLength, {
    message: `search must be at most ${LIMITS.emailMaxLength} characters`,
  })
  search?: string;
}
