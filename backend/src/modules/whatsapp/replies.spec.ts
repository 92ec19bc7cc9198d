import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE_LENGTH,
  notALinkReply,
  savedLinksReply,
  unknownNumberReply,
  verificationCodeMessage,
} from './replies.js';

const APP = 'https://vault.example';

describe('replies', () => {
  it('list what was saved', () => {
    expect(
      savedLinksReply(
        [
          { url: 'https://example.com/a', status: 'saved' },
          { url: 'https://example.com/b', status: 'saved' },
        ],
        APP,
      ),
    ).toBe(
      '✅ Saved 2 links to your Vault library:\n• https://example.com/a\n• https://example.com/b',
    );
  });

  it('say which links were already there and which the limit stopped, with where to get more', () => {
    const reply = savedLinksReply(
      [
        { url: 'https://example.com/new', status: 'saved' },
        { url: 'https://example.com/old', status: 'duplicate' },
        { url: 'https://example.com/over', status: 'limit' },
      ],
      APP,
    );
    expect(reply).toContain('✅ Saved 1 link to your Vault library:\n• https://example.com/new');
    expect(reply).toContain(
      'Already in your library (moved to the top):\n• https://example.com/old',
    );
    expect(reply).toContain("Not saved: you've used all the saves of your plan this month.");
    expect(reply).toContain('• https://example.com/over');
    expect(reply).toContain(`${APP}/pricing`);
    expect(reply).not.toContain('undefined');
  });

  it('stay within WhatsApp’s message length', () => {
    const outcomes = Array.from({ length: 40 }, (_, i) => ({
      url: `https://example.com/${'x'.repeat(300)}/${i}`,
      status: 'saved' as const,
    }));
    expect(savedLinksReply(outcomes, APP).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });

  it('explain how to connect, that a link is needed, and carry the code', () => {
    expect(unknownNumberReply(APP)).toContain(`${APP}/settings`);
    expect(notALinkReply()).toMatch(/couldn't find a link/);
    expect(savedLinksReply([], APP)).toBe(notALinkReply());
    expect(verificationCodeMessage('012345', 10)).toBe(
      "Your Vault verification code is 012345. It expires in 10 minutes. Don't share this code with anyone.",
    );
  });
});
