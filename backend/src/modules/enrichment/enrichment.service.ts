import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ChatEnrichmentProvider } from './chat-provider.js';
import type { Enrichment, EnrichmentInput, EnrichmentProvider } from './enrichment.types.js';
import { LocalEnrichmentProvider } from './local-provider.js';

const REMOTE_TIMEOUT_MS = 20_000;

/**
 * Summary and topics of an extracted page: the configured chat endpoint when `AI_BASE_URL` is
 * set, else (and whenever the endpoint fails or answers nonsense) the local provider. Never
 * throws for a page: enrichment must not fail a save.
 */
@Injectable()
export class EnrichmentService {
  private readonly logger = new Logger('EnrichmentService');
  private readonly local = new LocalEnrichmentProvider();
  private readonly remote: EnrichmentProvider | null;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'ai'>) {
    this.remote = config.ai.baseUrl
      ? new ChatEnrichmentProvider({
          baseUrl: config.ai.baseUrl,
          apiKey: config.ai.apiKey,
          model: config.ai.model,
          timeoutMs: REMOTE_TIMEOUT_MS,
        })
      : null;
  }

  /** Null when there is nothing to read (no title, description or text). */
  async enrich(input: EnrichmentInput): Promise<Enrichment | null> {
    if (!input.text && !input.title && !input.description) return null;
    if (this.remote) {
      try {
        return { ...(await this.remote.enrich(input)), provider: 'remote' };
      } catch (error) {
        this.logger.warn(`The AI endpoint failed, using the local summariser: ${String(error)}`);
      }
    }
    return { ...(await this.local.enrich(input)), provider: 'local' };
  }
}
