import { Module } from '@nestjs/common';
import { ExtractionService } from './extraction.service.js';
import { PageRendererService } from './render/page-renderer.service.js';

/** Fetching and reading saved pages; APP_CONFIG comes from the global ConfigModule. */
@Module({
  providers: [ExtractionService, PageRendererService],
  exports: [ExtractionService, PageRendererService],
})
export class ExtractionModule {}
