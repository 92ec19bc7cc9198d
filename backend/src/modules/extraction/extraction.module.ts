import { Module } from '@nestjs/common';
import { ExtractionService } from './extraction.service.js';

/** Fetching and reading saved pages; APP_CONFIG comes from the global ConfigModule. */
@Module({
  providers: [ExtractionService],
  exports: [ExtractionService],
})
export class ExtractionModule {}
