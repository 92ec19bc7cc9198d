import type {
  ApiError as ApiErrorBody,
  ContentItem,
  CreateContentRequest,
  CreatedApiToken,
  CreateHighlightRequest,
  Highlight,
  User,
} from '@vault/contracts';

/** The server answered with an error status; `message` and `code` are its JSON body's. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer from the server (offline, refused, timed out, or a gateway saying it is down). */
export class ServerUnreachableError extends Error {
  constructor(message = 'The Vault server could not be reached') {
    super(message);
    this.name = 'ServerUnreachableError';
  }
}

/** Gateway answers meaning the server itself is down or restarting: worth retrying later. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
const TIMEOUT_MS = 30_000;

export interface SavedContent {
  item: ContentItem;
  /** 201: a new item; 200: the link was already in the library. */
  created: boolean;
}

export interface ApiClient {
  createToken(
    name: string,
    username: string,
    password: string,
    deviceToken?: string,
  ): Promise<CreatedApiToken>;
  revokeToken(id: number): Promise<void>;
  getUser(): Promise<User>;
  saveContent(request: CreateContentRequest): Promise<SavedContent>;
  getContent(id: number): Promise<ContentItem>;
  retryContent(id: number): Promise<ContentItem>;
  createHighlight(contentId: number, highlight: CreateHighlightRequest): Promise<Highlight>;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string') {
      return new ApiError(response.status, body.message, body.code);
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return new ApiError(response.status, text.trim() || response.statusText || 'Request failed');
}

/**
 * The Vault API as the background worker uses it: JSON over `fetch`, the personal token as
 * Bearer, never cookies (`credentials: 'omit'`), so no session of the dashboard is ever used.
 */
export function createApiClient(serverUrl: string, token?: string): ApiClient {
  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${serverUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServerUnreachableError();
    }
    if (UNAVAILABLE_STATUSES.has(response.status)) throw new ServerUnreachableError();
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await request(method, path, body)).json()) as T;

  return {
    createToken: (name, username, password, deviceToken) =>
      json<CreatedApiToken>('POST', '/auth/tokens', { name, username, password, deviceToken }),
    revokeToken: async (id) => {
      await request('DELETE', `/auth/tokens/${id}`);
    },
    getUser: () => json<User>('GET', '/auth/user'),
    saveContent: async (content) => {
      const response = await request('POST', '/content', content);
      return { item: (await response.json()) as ContentItem, created: response.status === 201 };
    },
    getContent: (id) => json<ContentItem>('GET', `/content/${id}`),
    retryContent: (id) => json<ContentItem>('POST', `/content/${id}/retry`),
    createHighlight: (contentId, highlight) =>
      json<Highlight>('POST', `/content/${contentId}/highlights`, highlight),
  };
}
