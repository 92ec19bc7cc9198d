import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountLedgerService } from './account-ledger.service.js';
import { AvatarController } from './avatar/avatar.controller.js';
import { AvatarStorageService } from './avatar/avatar-storage.service.js';
import { AvatarService } from './avatar/avatar.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Accounts (`users`): the services other modules and the worker use. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, AccountLedgerService, AvatarStorageService],
  exports: [UsersService, AccountLedgerService, AvatarStorageService],
})
export class UsersCoreModule {}

/** The users module with its HTTP routes: the profile and the avatar. */
@Module({
  imports: [UsersCoreModule],
  controllers: [ProfileController, AvatarController],
  providers: [AvatarService],
  exports: [UsersCoreModule],
})
export class UsersModule {}
