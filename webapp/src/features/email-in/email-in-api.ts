import type {
  EmailAddressResponse,
  NewsletterSender,
  NewsletterSenderRequest,
} from '@vault/contracts';
import { apiGet, apiSend } from '../../lib/api';

export const EMAIL_ADDRESS_KEY = ['integrations', 'email'] as const;
export const NEWSLETTER_SENDERS_KEY = ['integrations', 'email', 'newsletter-senders'] as const;

/** `GET /api/integrations/email`: the account's private address (made on first request). */
export function getEmailAddress(): Promise<EmailAddressResponse> {
  return apiGet<EmailAddressResponse>('/api/integrations/email');
}

/** `POST /api/integrations/email/regenerate`: a new address; the old one stops working. */
export function regenerateEmailAddress(): Promise<EmailAddressResponse> {
  return apiSend<EmailAddressResponse>('POST', '/api/integrations/email/regenerate');
}

export function listNewsletterSenders(): Promise<NewsletterSender[]> {
  return apiGet<NewsletterSender[]>('/api/integrations/email/newsletter-senders');
}

export function addNewsletterSender(body: NewsletterSenderRequest): Promise<NewsletterSender> {
  return apiSend<NewsletterSender>('POST', '/api/integrations/email/newsletter-senders', body);
}

export function removeNewsletterSender(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/integrations/email/newsletter-senders/${id}`);
}
