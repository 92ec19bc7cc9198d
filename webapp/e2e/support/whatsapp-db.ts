import { withDatabase } from './database';

/**
 * The latest verification code written to the development outbox for a number (the e2e server has
 * no WhatsApp credentials, so nothing is sent); the browser itself never receives it.
 */
export function lastOutboxCode(phone: string): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ body: string }>(
      `SELECT body FROM whatsapp_outbox WHERE to_number = $1 ORDER BY id DESC LIMIT 1`,
      [phone],
    );
    const code = /verification code is (\d{6})/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  });
}
