import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersCoreModule } from '../users/index.js';
import { CreditTransactionEntity } from './credit-transaction.entity.js';
import { CreditsService } from './credits.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CreditTransactionEntity]), UsersCoreModule],
  providers: [CreditsService],
  exports: [CreditsService],
})
export class CreditsModule {}
