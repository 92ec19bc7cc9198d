import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { IdempotentSaveService } from './idempotent-save.service.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnrichmentModule } from '../enrichment/index.js';
import { ExtractionModule } from '../extraction/index.js';
import { PlansCoreModule } from '../plans/index.js';
import { UsersCoreModule } from '../users/index.js';
import { ContentDeletionHooks } from './content-deletion-hooks.js';
import { ContentFeedReader } from './content-feed-reader.js';
import { ContentSearchSources } from './content-search-sources.js';
import { ContentTextHooks } from './content-text-hooks.js';
import { ContentExtractionHooks, ContentSnapshots } from './content-extraction-hooks.js';
import { ContentImportService } from './content-import.service.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentBulkService } from './content-bulk.service.js';
import { ContentQueryService } from './content-query.service.js';
import { ContentListRows } from './content-list-rows.js';
import { SearchPartitionsService } from './search-partitions.service.js';
import { ContentSearchService } from './content-search.service.js';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { BulkExtractionProcessor, ExtractionProcessor } from './extraction.processor.js';
import { ExtractionJob } from './extraction-job.service.js';
import { ExtractionRecovery } from './extraction-recovery.service.js';
import { ContentLeadImages } from './content-lead-images.js';
import { ContentStoredMedia } from './content-stored-media.js';
import { RecleanProcessor } from './reclean.processor.js';

/**
 * The library's items: saving, reading, searching and the extraction queue's processors. What the
 * worker loads; `ContentModule` adds the HTTP routes.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContentItemEntity, ContentSnapshotEntity, IdempotencyKeyEntity]),
    PlansCoreModule,
    UsersCoreModule,
    ExtractionModule,
    EnrichmentModule,
  ],
  providers: [
    ContentLeadImages,
    ContentService,
    ContentQueryService,
    ContentSearchService,
    SearchPartitionsService,
    ContentListRows,
    ExtractionJob,
    ExtractionProcessor,
    BulkExtractionProcessor,
    ExtractionRecovery,
    RecleanProcessor,
    ContentDeletionHooks,
    ContentTextHooks,
    ContentSearchSources,
    ContentExtractionHooks,
    ContentSnapshots,
    ContentImportService,
    ContentFeedReader,
    ContentStoredMedia,
  ],
  exports: [
    ContentService,
    ContentQueryService,
    ContentDeletionHooks,
    ContentTextHooks,
    ContentSearchSources,
    ContentExtractionHooks,
    ContentSnapshots,
    ContentImportService,
    ContentLeadImages,
    ContentFeedReader,
    ContentStoredMedia,
  ],
})
export class ContentCoreModule {}

/** The content module with its HTTP routes (the API process). */
@Module({
  imports: [ContentCoreModule, UsersCoreModule],
  controllers: [ContentController],
  providers: [ContentBulkService, IdempotentSaveService],
  exports: [ContentCoreModule],
})
export class ContentModule {}
