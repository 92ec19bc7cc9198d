import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/index.js';
import { ExtractionModule } from '../extraction/index.js';
import { MediaModule } from '../media/index.js';
import { UsersModule } from '../users/index.js';
import { ArchiveController } from './archive.controller.js';
import { PageCopyEntity } from './page-copy.entity.js';
import { PageCopyProcessor } from './page-copy.processor.js';
import { PageCopyService } from './page-copy.service.js';

/** Saved copies of pages and their screenshots (`page_copies`); the queue is `page-copy`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PageCopyEntity]),
    ContentModule,
    ExtractionModule,
    MediaModule,
    UsersModule,
  ],
  controllers: [ArchiveController],
  providers: [PageCopyService, PageCopyProcessor],
  exports: [PageCopyService],
})
export class ArchiveModule {}
