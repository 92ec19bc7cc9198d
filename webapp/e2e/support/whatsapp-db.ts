import type { Page } from '@playwright/test';
import type { User, WhatsappOutboxMessage } from '@vault/contracts';
import { setRole } from './admin-db';

/**
 * The latest verification code the development outbox holds for a number (the e2e server has no
 * WhatsApp credentials, so nothing is sent). The table stores codes hidden; the administrators'
 * outbox view shows them while valid, so the page's user is made an administrator for one call.
 */
export async function lastOutboxCode(page: Page, phone: string): Promise<string> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as User;
  await setRole(me.username, 'admin');
  try {
    const outbox = (await (
      await page.request.get('/api/admin/whatsapp/outbox')
    ).json()) as WhatsappOutboxMessage[];
    const body = outbox.find((message) => message.to === phone)?.body ?? '';
    const code = /verification code is (\d{6})/.exec(body)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  } finally {
    await setRole(me.username, me.role);
  }
}
