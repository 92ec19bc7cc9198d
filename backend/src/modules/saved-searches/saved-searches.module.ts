import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/index.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** The named searches of the library's sidebar (`saved_searches`). */
@Module({
  imports: [UsersCoreModule],
  providers: [SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesCoreModule {}

/** The saved searches with their HTTP routes. */
@Module({
  imports: [SavedSearchesCoreModule],
  controllers: [SavedSearchesController],
  exports: [SavedSearchesCoreModule],
})
export class SavedSearchesModule {}
