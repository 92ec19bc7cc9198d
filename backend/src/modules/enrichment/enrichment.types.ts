import type { Topic } from '@vault/contracts';

/** What enrichment reads: the extracted page. */
export interface EnrichmentInput {
  title: string | null;
  description: string | null;
  /** Main text, paragraphs separated by blank lines. */
  text: string | null;
}

/** A summary of at most 3 sentences and 1 to 3 topics from the fixed list. */
export interface Enrichment {
  summary: string | null;
  topics: Topic[];
  /** Which provider produced it: `remote` (the configured chat endpoint) or `local`. */
  provider: 'remote' | 'local';
}

export interface EnrichmentProvider {
  enrich(input: EnrichmentInput): Promise<Omit<Enrichment, 'provider'>>;
}
