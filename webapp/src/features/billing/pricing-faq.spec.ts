import { PLAN_CATALOG, TOP_UP } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { pricingFaq } from './pricing-faq';

describe('pricingFaq', () => {
  const faq = pricingFaq();
  const answer = (start: string) => faq.find((entry) => entry.question.startsWith(start))?.answer;

  it('covers every topic of spec 2.12', () => {
    expect(faq.map((entry) => entry.question)).toEqual([
      'What are the extraction limits?',
      'When does my monthly limit reset?',
      'How do top-ups work?',
      'Which payment methods do you accept?',
      'Can I change or cancel my plan?',
      'Which platforms are supported?',
      'Is my content private?',
      'Can I get a refund?',
      'Do you offer team or enterprise plans?',
      'What happens to my content if I cancel?',
      'How accurate is the extraction?',
      'Can I search my saved content?',
    ]);
  });

  it('takes every limit and price from the plan catalog', () => {
    const limits = answer('What are the extraction limits') ?? '';
    for (const plan of PLAN_CATALOG) {
      expect(limits).toContain(`${plan.label} includes ${plan.extractionLimit} `);
    }
    expect(limits).toContain('$9');
    expect(limits).toContain('$19');
    expect(limits).not.toMatch(/unlimited|50 saves/i);
  });

  it('says top-up credits never expire, as the catalog does', () => {
    expect(TOP_UP.expires).toBe(false);
    expect(answer('How do top-ups work')).toBe(
      'A top-up of $4.99 buys 100 extra extractions. Top-up credits never expire and are used only once your monthly allowance is spent.',
    );
  });
});
