import type { AppConfig } from '../../config/app-config.js';
import { type MessagingProvider, MessagingError } from './messaging-provider.js';

export const DEFAULT_GRAPH_API_BASE = 'https://graph.facebook.com/v21.0';
const TIMEOUT_MS = 10_000;

interface GraphError {
  error?: { message?: unknown; code?: unknown };
}

/** The WhatsApp Business Cloud API (Meta Graph API): `POST {base}/{phone number id}/messages`. */
export class GraphApiProvider implements MessagingProvider {
  readonly delivers = true;
  private readonly endpoint: string;

  constructor(
    private readonly settings: { token: string; phoneNumberId: string; apiBase: string | null },
  ) {
    const base = (settings.apiBase ?? DEFAULT_GRAPH_API_BASE).replace(/\/+$/, '');
    this.endpoint = `${base}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  }

  static fromConfig(config: AppConfig['whatsapp']): GraphApiProvider | null {
    if (!config.token || !config.phoneNumberId) return null;
    return new GraphApiProvider({
      token: config.token,
      phoneNumberId: config.phoneNumberId,
      apiBase: config.apiBase,
    });
  }

  async sendText(to: string, body: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.settings.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: to.replace(/^\+/, ''),
          type: 'text',
          text: { body },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MessagingError(`WhatsApp API unreachable: ${String(error)}`, false);
    }
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const detail = (await response.json().catch(() => ({}))) as GraphError;
    const message =
      typeof detail.error?.message === 'string' ? detail.error.message : response.statusText;
    // Rate limits and server errors pass; a refused request (bad number, bad token) does not.
    const permanent = response.status < 500 && response.status !== 429;
    throw new MessagingError(`WhatsApp API answered ${response.status}: ${message}`, permanent);
  }
}
