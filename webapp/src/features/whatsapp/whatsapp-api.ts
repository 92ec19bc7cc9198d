import type {
  MessageResponse,
  WhatsappSetupRequest,
  WhatsappSetupResponse,
  WhatsappVerifyRequest,
  WhatsappVerifyResponse,
} from '@vault/contracts';
import { apiSend } from '../../lib/api';

/** `POST /api/whatsapp/setup`: sends a code to the number on WhatsApp. */
export function setupWhatsapp(body: WhatsappSetupRequest): Promise<WhatsappSetupResponse> {
  return apiSend<WhatsappSetupResponse>('POST', '/api/whatsapp/setup', body);
}

/** `POST /api/whatsapp/verify`: confirms the number with the code received. */
export function verifyWhatsapp(body: WhatsappVerifyRequest): Promise<WhatsappVerifyResponse> {
  return apiSend<WhatsappVerifyResponse>('POST', '/api/whatsapp/verify', body);
}

/** `POST /api/whatsapp/disable`: unlinks the number. */
export function disableWhatsapp(): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/whatsapp/disable');
}
