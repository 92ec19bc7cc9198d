import { LIMITS } from '@vault/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

const NAME_MAX_LENGTH = 100;

/** Trims text; an empty name is stored as no name. */
function trimmedOrNull({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

export class UpdateProfileDto {
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'First name must be text' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  })
  firstName?: string | null;

  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'Last name must be text' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  })
  lastName?: string | null;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(LIMITS.emailMaxLength, {
    message: `Email must be at most ${LIMITS.emailMaxLength} characters`,
  })
  email?: string;
}
