import { Body, Controller, Patch } from '@nestjs/common';
import type { User } from '@vault/contracts';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import { toUserResponse } from '../user-response.js';
import type { UserEntity } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { UpdateProfileDto } from './update-profile.dto.js';

/** The signed-in person's own profile (Account Settings). */
@Controller('auth/user')
export class ProfileController {
  constructor(private readonly usersService: UsersService) {}

  /** Names and e-mail; an e-mail another account uses answers 409. */
  @Patch()
  async update(@CurrentUser() user: UserEntity, @Body() body: UpdateProfileDto): Promise<User> {
    return toUserResponse(await this.usersService.updateProfile(user.id, body));
  }
}
