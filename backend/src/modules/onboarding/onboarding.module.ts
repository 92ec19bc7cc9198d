import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ImportModule } from '../import/index.js';
import { UsersModule } from '../users/index.js';
import { OnboardingController } from './onboarding.controller.js';
import { OnboardingService } from './onboarding.service.js';

/** `GET /api/onboarding`: the first-run checklist's steps; owns no table. */
@Module({
  imports: [AuthModule, ImportModule, UsersModule],
  controllers: [OnboardingController],
  providers: [OnboardingService],
})
export class OnboardingModule {}
