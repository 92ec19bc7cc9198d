import type { Topic } from '@vault/contracts';
import type { EnrichmentInput, EnrichmentProvider } from './enrichment.types.js';
import { localSummary } from './local-summarizer.js';
import { classifyTopics } from './topic-classifier.js';

/** The built-in provider: extractive summary and lexicon topics, no network. */
export class LocalEnrichmentProvider implements EnrichmentProvider {
  enrich(input: EnrichmentInput): Promise<{ summary: string | null; topics: Topic[] }> {
    const summary = localSummary(input.text, input.title) ?? input.description ?? null;
    return Promise.resolve({ summary, topics: classifyTopics(input) });
  }
}
