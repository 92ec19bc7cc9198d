import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentCoreModule } from '../content/index.js';
import { PlansCoreModule } from '../plans/index.js';
import { UsersCoreModule } from '../users/index.js';
import { MediaAttachmentEntity } from './media-attachment.entity.js';
import { LeadImageService } from './lead-image.service.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { MediaStorage } from './storage/media-storage.js';
import { mediaStorageProvider } from './storage/media-storage.provider.js';
import { MediaAfterUpgrade } from './stored/media-after-upgrade.js';
import { StorageAllowance } from './stored/storage-allowance.service.js';
import { StoredFileUseEntity } from './stored/stored-file-use.entity.js';
import { StoredFileEntity } from './stored/stored-file.entity.js';
import { StoredFilesController } from './stored/stored-files.controller.js';
import { StoredFilesService } from './stored/stored-files.service.js';
import { StoredMediaJob } from './stored/stored-media.job.js';
import { StoredMediaProcessor } from './stored/stored-media.processor.js';

/** Attachments and stored files, their storage and the stored-media queue's processor. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MediaAttachmentEntity, StoredFileEntity, StoredFileUseEntity]),
    ContentCoreModule,
    PlansCoreModule,
    UsersCoreModule,
  ],
  providers: [
    MediaService,
    LeadImageService,
    mediaStorageProvider,
    StorageAllowance,
    StoredFilesService,
    StoredMediaJob,
    StoredMediaProcessor,
    MediaAfterUpgrade,
  ],
  exports: [MediaService, LeadImageService, MediaStorage, StorageAllowance, StoredFilesService],
})
export class MediaCoreModule implements OnModuleDestroy {
  constructor(@Inject(MediaStorage) private readonly storage: MediaStorage) {}

  onModuleDestroy(): void {
    this.storage.close();
  }
}

/** The media module with its HTTP routes. */
@Module({
  imports: [MediaCoreModule],
  controllers: [MediaController, StoredFilesController],
  exports: [MediaCoreModule],
})
export class MediaModule {}
