import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnrichmentModule } from '../enrichment/index.js';
import { ExtractionModule } from '../extraction/index.js';
import { PlansModule } from '../plans/plans.module.js';
import { ContentDeletionHooks } from './content-deletion-hooks.js';
import { ContentItemEntity } from './content-item.entity.js';
import { ContentQueryService } from './content-query.service.js';
import { ContentSearchService } from './content-search.service.js';
import { ContentSnapshotEntity } from './content-snapshot.entity.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ExtractionProcessor } from './extraction.processor.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContentItemEntity, ContentSnapshotEntity]),
    PlansModule,
    ExtractionModule,
    EnrichmentModule,
  ],
  controllers: [ContentController],
  providers: [
    ContentService,
    ContentQueryService,
    ContentSearchService,
    ExtractionProcessor,
    ContentDeletionHooks,
  ],
  exports: [ContentService, ContentDeletionHooks],
})
export class ContentModule {}
