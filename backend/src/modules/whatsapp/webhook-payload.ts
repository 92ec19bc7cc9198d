/** One message a person sent to the business number, reduced to what saving links needs. */
export interface InboundMessage {
  /** Meta's message id (`wamid.…`), unique per message: the idempotency key. */
  id: string;
  /** The sender's WhatsApp id: their number's digits, without the plus. */
  from: string;
  /** Every text the message carries: the body, a media caption, a shared ad or post's link. */
  text: string;
  /** The business number that received it (`metadata.phone_number_id`). */
  phoneNumberId: string | null;
  forwarded: boolean;
}

type Json = Record<string, unknown>;

const MAX_ID_LENGTH = 255;
const WA_ID = /^\d{5,20}$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The texts of one message, in reading order; a link preview's URL comes after the body it belongs to. */
function textsOf(message: Json): string[] {
  const texts: (string | null)[] = [];
  if (isObject(message.text)) texts.push(str(message.text.body));
  for (const media of ['image', 'video', 'document'] as const) {
    const part = message[media];
    if (isObject(part)) texts.push(str(part.caption));
  }
  if (isObject(message.button)) texts.push(str(message.button.text));
  // A message started from an ad or a post (Click to WhatsApp) carries that post's link.
  if (isObject(message.referral)) {
    texts.push(str(message.referral.source_url));
  }
  return texts.filter((text): text is string => text !== null);
}

/**
 * The messages of a WhatsApp Business Account webhook (`entry[].changes[].value.messages[]`).
 * Delivery statuses and other fields are skipped, as is anything malformed: a payload can never
 * make this throw.
 */
export function parseWebhookPayload(payload: unknown): InboundMessage[] {
  if (!isObject(payload) || payload.object !== 'whatsapp_business_account') return [];
  const messages: InboundMessage[] = [];
  for (const entry of list(payload.entry)) {
    for (const change of list(entry.changes)) {
      if (change.field !== 'messages' || !isObject(change.value)) continue;
      const value = change.value;
      const phoneNumberId = isObject(value.metadata) ? str(value.metadata.phone_number_id) : null;
      for (const message of list(value.messages)) {
        const id = str(message.id);
        const from = str(message.from);
        if (!id || id.length > MAX_ID_LENGTH || !from || !WA_ID.test(from)) continue;
        const context = isObject(message.context) ? message.context : {};
        messages.push({
          id,
          from,
          text: textsOf(message).join('\n'),
          phoneNumberId,
          forwarded: context.forwarded === true || context.frequently_forwarded === true,
        });
      }
    }
  }
  return messages;
}
