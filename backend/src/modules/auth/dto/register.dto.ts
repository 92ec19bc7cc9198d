import { LIMITS } from '@vault/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @Transform(trim)
  @IsDefined({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MinLength(LIMITS.usernameMinLength, {
    message: `Username must be at least ${LIMITS.usernameMinLength} characters`,
  })
  @MaxLength(LIMITS.usernameMaxLength, {
    message: `Username must be at most ${LIMITS.usernameMaxLength} characters`,
  })
  @Matches(/^[A-Za-z0-9_.-]+$/, {
    message: 'Username may contain only letters, digits, dots, dashes and underscores',
  })
  username: string;

  @Transform(trim)
  @IsDefined({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(LIMITS.emailMaxLength, { message: 'Email is too long' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email: string;

  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(LIMITS.passwordMinLength, {
    message: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  })
  @MaxLength(LIMITS.passwordMaxLength, {
    message: `Password must be at most ${LIMITS.passwordMaxLength} characters`,
  })
  password: string;
}
