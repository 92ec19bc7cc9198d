import { Controller, Get } from '@nestjs/common';
import type { OnboardingState } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import { OnboardingService } from './onboarding.service.js';

@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Get()
  state(@CurrentUser() user: UserEntity): Promise<OnboardingState> {
    return this.onboarding.state(user);
  }
}
