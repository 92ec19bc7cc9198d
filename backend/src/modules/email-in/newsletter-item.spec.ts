import { describe, expect, it } from 'vitest';
import type { InboundMail } from './inbound-mail.js';
import { newsletterItem } from './newsletter-item.js';

const verdict = { from: 'editor@letters.test', spf: 'none', dkim: 'none', dmarc: 'none' };

function mail(html: string): InboundMail {
  return {
    from: { address: 'editor@letters.test', name: 'Loom Letters' },
    subject: 'Weaving and engines',
    messageId: '<issue-7@letters.test>',
    text: '',
    html,
    listHeaders: true,
    unsubscribeUrl: 'https://letters.test/unsubscribe',
    pdfs: [],
    images: [],
  };
}

describe('newsletterItem', () => {
  it('keeps the subject and the sender out of the start of the text, and the reader copy whole', () => {
    const item = newsletterItem(
      mail(
        '<h1>Weaving and engines</h1><p>By Loom Letters</p>' +
          '<p>The analytical engine weaves algebraic patterns just as the loom weaves flowers.</p>',
      ),
      Buffer.from('raw'),
      verdict,
    );
    expect(item.title).toBe('Weaving and engines');
    expect(item.author).toBe('Loom Letters');
    expect(item.text).toBe(
      'The analytical engine weaves algebraic patterns just as the loom weaves flowers.',
    );
    expect(item.readableHtml).toContain('Weaving and engines');
  });

  it('says nothing rather than an empty text when the message is only its subject', () => {
    const item = newsletterItem(mail('<p>Weaving and engines</p>'), Buffer.from('raw'), verdict);
    expect(item.text).toBeNull();
  });
});
