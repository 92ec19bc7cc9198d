import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentCoreModule } from '../content/index.js';
import { HighlightsCoreModule } from '../highlights/index.js';
import { ItemExportController } from './item-export.controller.js';
import { LibraryExportService } from './export/library-export.service.js';
import { ImportJobItemEntity } from './import-job-item.entity.js';
import { ImportJobEntity } from './import-job.entity.js';
import { ImportController } from './import.controller.js';
import { ImportProcessor } from './import.processor.js';
import { ImportService } from './import.service.js';
import { LibraryExportController } from './library-export.controller.js';
import { PendingExtractionSweeper } from './pending-extraction-sweeper.js';

/** Moving in and out: imports from other read-later apps and exports in open formats. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ImportJobEntity, ImportJobItemEntity]),
    ContentCoreModule,
    HighlightsCoreModule,
  ],
  providers: [ImportService, ImportProcessor, PendingExtractionSweeper],
  exports: [ImportService],
})
export class ImportCoreModule {}

/** Imports and exports with their HTTP routes. */
@Module({
  imports: [ImportCoreModule, ContentCoreModule, HighlightsCoreModule],
  controllers: [ImportController, LibraryExportController, ItemExportController],
  providers: [LibraryExportService],
  exports: [ImportCoreModule],
})
export class ImportModule {}
