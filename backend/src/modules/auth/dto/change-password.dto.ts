import { LIMITS } from '@vault/contracts';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** Messages exactly as product spec section 5. */
export class ChangePasswordDto {
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  currentPassword: string;

  @IsString({ message: `Password must be at least ${LIMITS.passwordMinLength} characters` })
  @MinLength(LIMITS.passwordMinLength, {
    message: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  })
  @MaxLength(LIMITS.passwordMaxLength, {
    message: `Password must be at most ${LIMITS.passwordMaxLength} characters`,
  })
  newPassword: string;

  /** The webapp's confirmation field; when sent it must equal newPassword. */
  @IsOptional()
  @IsString({ message: 'Password confirmation is required' })
  confirmPassword?: string;
}
