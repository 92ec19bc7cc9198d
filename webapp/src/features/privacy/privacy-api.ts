import type { DeleteAccountRequest, MessageResponse } from '@vault/contracts';
import { apiSend } from '../../lib/api';

/** `GET /api/gdpr/export`: the browser downloads it straight to disk, however large the library. */
export const EXPORT_URL = '/api/gdpr/export';

/** `POST /api/gdpr/delete-account` (spec 7). */
export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/gdpr/delete-account', body);
}
