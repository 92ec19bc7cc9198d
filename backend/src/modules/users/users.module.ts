import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountLedgerService } from './account-ledger.service.js';
import { AvatarController } from './avatar/avatar.controller.js';
import { AvatarStorageService } from './avatar/avatar-storage.service.js';
import { AvatarService } from './avatar/avatar.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [ProfileController, AvatarController],
  providers: [UsersService, AccountLedgerService, AvatarStorageService, AvatarService],
  exports: [UsersService, AccountLedgerService, AvatarStorageService],
})
export class UsersModule {}
