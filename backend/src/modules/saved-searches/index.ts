// The saved-searches module's public surface: other modules import only from here. It owns
// `saved_searches`.
export { SavedSearchesCoreModule, SavedSearchesModule } from './saved-searches.module.js';
export { SavedSearchesService } from './saved-searches.service.js';
