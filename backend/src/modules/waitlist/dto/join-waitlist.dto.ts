import { LIMITS } from '@vault/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsString, MaxLength } from 'class-validator';

export class JoinWaitlistDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'Please enter your email to join the waitlist' })
  @IsString({ message: 'Please enter your email to join the waitlist' })
  @MaxLength(LIMITS.emailMaxLength, { message: 'Email is too long' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}
