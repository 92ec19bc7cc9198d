import { LIMITS } from '@vault/contracts';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class CreateTokenDto {
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(LIMITS.apiTokenNameMaxLength, {
    message: `name must be at most ${LIMITS.apiTokenNameMaxLength} characters`,
  })
  name: string;

  /** With username and password the token is issued without a session (the extension's sign-in). */
  @IsOptional()
  @IsString({ message: 'username must be text' })
  username?: string;

  @IsOptional()
  @IsString({ message: 'password must be text' })
  password?: string;

  /** The device token an earlier sign-in of this extension received (see DeviceTokensService). */
  @IsOptional()
  @IsString({ message: 'deviceToken must be text' })
  @MaxLength(200, { message: 'deviceToken must be at most 200 characters' })
  deviceToken?: string;
}
