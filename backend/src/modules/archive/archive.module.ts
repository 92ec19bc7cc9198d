import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentCoreModule } from '../content/index.js';
import { ExtractionModule } from '../extraction/index.js';
import { MediaCoreModule } from '../media/index.js';
import { UsersCoreModule } from '../users/index.js';
import { ArchiveController } from './archive.controller.js';
import { PageCopyEntity } from './page-copy.entity.js';
import { PageCopyProcessor } from './page-copy.processor.js';
import { PageCopyService } from './page-copy.service.js';

/** Saved copies of pages and their screenshots (`page_copies`); the queue is `page-copy`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PageCopyEntity]),
    ContentCoreModule,
    ExtractionModule,
    MediaCoreModule,
    UsersCoreModule,
  ],
  providers: [PageCopyService, PageCopyProcessor],
  exports: [PageCopyService],
})
export class ArchiveCoreModule {}

/** Saved copies with their HTTP routes. */
@Module({
  imports: [ArchiveCoreModule],
  controllers: [ArchiveController],
  exports: [ArchiveCoreModule],
})
export class ArchiveModule {}
