import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits/index.js';
import { PlansModule } from '../plans/index.js';
import { UsersModule } from '../users/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { AdminActionsService } from './admin-actions.service.js';
import { AdminAuditLogEntity } from './admin-audit-log.entity.js';
import { AdminStatsService } from './admin-stats.service.js';
import { AdminController } from './admin.controller.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminAuditLogEntity]),
    PlansModule,
    CreditsModule,
    WaitlistModule,
    UsersModule,
  ],
  controllers: [AdminController],
  providers: [AdminStatsService, AdminActionsService],
})
export class AdminModule {}
