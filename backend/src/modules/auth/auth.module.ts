import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/index.js';
import { AuthController } from './auth.controller.js';
import { AuthFailureEntity } from './auth-failure.entity.js';
import { AuthService } from './auth.service.js';
import { FailedAttemptsService } from './failed-attempts.service.js';
import { AuthenticationGuard } from './authentication.guard.js';
import { CredentialsService } from './credentials.service.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { LocalStrategy } from './local.strategy.js';
import { SessionSerializer } from './session.serializer.js';
import { SessionsService } from './sessions.service.js';
import { ApiTokenEntity } from './tokens/api-token.entity.js';
import { TokensController } from './tokens/tokens.controller.js';
import { TokensService } from './tokens/tokens.service.js';

@Module({
  imports: [
    UsersModule,
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([ApiTokenEntity, AuthFailureEntity]),
  ],
  controllers: [AuthController, TokensController],
  providers: [
    AuthService,
    CredentialsService,
    DeviceTokensService,
    FailedAttemptsService,
    SessionsService,
    LocalStrategy,
    SessionSerializer,
    TokensService,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
  exports: [CredentialsService, FailedAttemptsService, SessionsService, TokensService],
})
export class AuthModule {}
