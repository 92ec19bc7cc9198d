import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** The named searches of the library's sidebar (`saved_searches`). */
@Module({
  imports: [UsersModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
