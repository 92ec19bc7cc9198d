import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/index.js';
import { CreditTransactionEntity } from './credit-transaction.entity.js';
import { CreditsService } from './credits.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CreditTransactionEntity]), UsersModule],
  providers: [CreditsService],
  exports: [CreditsService],
})
export class CreditsModule {}
