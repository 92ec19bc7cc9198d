import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/index.js';
import { PlansModule } from '../plans/index.js';
import { MediaAttachmentEntity } from './media-attachment.entity.js';
import { LeadImageService } from './lead-image.service.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { MediaStorage } from './storage/media-storage.js';
import { mediaStorageProvider } from './storage/media-storage.provider.js';

@Module({
  imports: [TypeOrmModule.forFeature([MediaAttachmentEntity]), ContentModule, PlansModule],
  controllers: [MediaController],
  providers: [MediaService, LeadImageService, mediaStorageProvider],
  exports: [MediaService, MediaStorage],
})
export class MediaModule implements OnModuleDestroy {
  constructor(@Inject(MediaStorage) private readonly storage: MediaStorage) {}

  onModuleDestroy(): void {
    this.storage.close();
  }
}
