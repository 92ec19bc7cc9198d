import { Module } from '@nestjs/common';
import { ShutdownState } from '../../common/lifecycle/shutdown-state.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController], providers: [ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
