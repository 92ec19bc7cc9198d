// The highlights module's public surface: other modules import only from here. It owns
// `highlights`.
export { HighlightsCoreModule, HighlightsModule } from './highlights.module.js';
export { HighlightsService } from './highlights.service.js';
export { reanchorHighlights } from './reanchor.js';
export type { HighlightEntity } from './highlight.entity.js';
