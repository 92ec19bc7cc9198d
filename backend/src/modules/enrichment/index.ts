// The enrichment module's public surface: other modules import only from here.
export { EnrichmentModule } from './enrichment.module.js';
export { EnrichmentService } from './enrichment.service.js';
export type { Enrichment, EnrichmentInput } from './enrichment.types.js';
