import { describe, expect, it } from 'vitest';
import { parseWebhookPayload } from './webhook-payload.js';

function payload(messages: unknown[], extra: Record<string, unknown> = {}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: 'PNID' },
              contacts: [{ profile: { name: 'Ada' }, wa_id: '14155550123' }],
              messages,
              ...extra,
            },
          },
        ],
      },
    ],
  };
}

describe('parseWebhookPayload', () => {
  it('reads a text message', () => {
    const parsed = parseWebhookPayload(
      payload([
        {
          from: '14155550123',
          id: 'wamid.one',
          timestamp: '1700000000',
          type: 'text',
          text: { body: 'look https://example.com/a' },
        },
      ]),
    );
    expect(parsed).toEqual([
      {
        id: 'wamid.one',
        from: '14155550123',
        text: 'look https://example.com/a',
        phoneNumberId: 'PNID',
        forwarded: false,
      },
    ]);
  });

  it('marks forwarded messages and reads captions and the link of a shared ad or post', () => {
    const parsed = parseWebhookPayload(
      payload([
        {
          from: '14155550123',
          id: 'wamid.fwd',
          type: 'text',
          text: { body: 'two links' },
          context: { forwarded: true },
        },
        {
          from: '14155550123',
          id: 'wamid.img',
          type: 'image',
          image: { id: 'media', caption: 'see https://example.com/img' },
          context: { frequently_forwarded: true },
        },
        {
          from: '14155550123',
          id: 'wamid.ad',
          type: 'text',
          text: { body: 'Is this still available?' },
          referral: { source_url: 'https://fb.me/post', source_type: 'post', headline: 'Post' },
        },
      ]),
    );
    expect(parsed.map(({ id, text, forwarded }) => ({ id, text, forwarded }))).toEqual([
      { id: 'wamid.fwd', text: 'two links', forwarded: true },
      { id: 'wamid.img', text: 'see https://example.com/img', forwarded: true },
      { id: 'wamid.ad', text: 'Is this still available?\nhttps://fb.me/post', forwarded: false },
    ]);
  });

  it('gives messages without text an empty text (a sticker, a voice note)', () => {
    const parsed = parseWebhookPayload(
      payload([{ from: '14155550123', id: 'wamid.s', type: 'sticker', sticker: { id: 'x' } }]),
    );
    expect(parsed[0]?.text).toBe('');
  });

  it('skips statuses, other objects and malformed messages without throwing', () => {
    expect(
      parseWebhookPayload(payload([], { statuses: [{ id: 'wamid.x', status: 'read' }] })),
    ).toEqual([]);
    expect(parseWebhookPayload({ object: 'page', entry: [] })).toEqual([]);
    expect(parseWebhookPayload(null)).toEqual([]);
    expect(parseWebhookPayload('text')).toEqual([]);
    expect(parseWebhookPayload({ object: 'whatsapp_business_account', entry: 'x' })).toEqual([]);
    expect(
      parseWebhookPayload(
        payload([
          null,
          { id: 'wamid.noFrom', text: { body: 'x' } },
          { from: '14155550123', text: { body: 'no id' } },
          { from: 'not-a-number', id: 'wamid.bad', text: { body: 'x' } },
          { from: '14155550123', id: 'x'.repeat(300), text: { body: 'x' } },
          { from: '14155550123', id: 'wamid.ok', text: { body: 42 } },
        ]),
      ),
    ).toEqual([
      { id: 'wamid.ok', from: '14155550123', text: '', phoneNumberId: 'PNID', forwarded: false },
    ]);
  });
});
