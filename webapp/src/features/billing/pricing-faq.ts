import { NAMED_SITE_PLATFORMS, PLAN_CATALOG, PLATFORM_LABELS, TOP_UP } from '@vault/contracts';
import { formatPrice } from './plan-display';

export interface FaqEntry {
  question: string;
  answer: string;
}

const platforms = NAMED_SITE_PLATFORMS.map((platform) => PLATFORM_LABELS[platform]).join(', ');

function limitsText(): string {
  return PLAN_CATALOG.map((plan) =>
    plan.price === 0
      ? `${plan.label} includes ${plan.extractionLimit} saves per month at no cost`
      : `${plan.label} includes ${plan.extractionLimit} extractions per month for ${formatPrice(plan.price)}`,
  ).join('; ');
}

/**
 * The Pricing page FAQ (spec 2.12). Every number comes from the plan catalog, so it never disagrees
 * with the plan cards: free is 10 a month, premium 750, and top-up credits do not expire.
 */
export function pricingFaq(): FaqEntry[] {
  const topUp = `${formatPrice(TOP_UP.price)} buys ${TOP_UP.credits} extra extractions`;
  return [
    { question: 'What are the extraction limits?', answer: `${limitsText()}.` },
    {
      question: 'When does my monthly limit reset?',
      answer:
        'Every month on your subscription day (for the Free plan, the day you signed up). Unused extractions do not roll over to the next month.',
    },
    {
      question: 'How do top-ups work?',
      answer: `A top-up of ${topUp}. ${
        TOP_UP.expires
          ? 'Top-up credits expire at the next billing cycle'
          : 'Top-up credits never expire'
      } and are used only once your monthly allowance is spent.`,
    },
    {
      question: 'Which payment methods do you accept?',
      answer:
        'Payments are processed securely by Stripe: all major credit and debit cards, and wallets such as Apple Pay and Google Pay where available. Prices are in USD.',
    },
    {
      question: 'Can I change or cancel my plan?',
      answer:
        'Yes, at any time. Manage subscription opens the billing portal, where you can switch plans, cancel, update your card and download invoices. A cancelled plan stays active until the end of the period you paid for.',
    },
    {
      question: 'Which platforms are supported?',
      answer: `${platforms}, and any other website with a public page.`,
    },
    {
      question: 'Is my content private?',
      answer:
        'Yes. Your library is visible only to you. Card details are handled by Stripe and never reach our servers.',
    },
    {
      question: 'Can I get a refund?',
      answer:
        'Every paid plan comes with a 30-day money-back guarantee: contact support within 30 days of a payment. A refunded top-up removes its credits.',
    },
    {
      question: 'Do you offer team or enterprise plans?',
      answer:
        'Contact us for team and enterprise plans with higher limits, shared boards and invoicing.',
    },
    {
      question: 'What happens to my content if I cancel?',
      answer:
        'Your library stays with you on the Free plan, with its monthly limit. If your account is closed, your content is kept for 30 days and then deleted.',
    },
    {
      question: 'How accurate is the extraction?',
      answer:
        'Over 95% of saved pages come through with their title, author, text and image. If one fails, Retry Extraction tries again, and a failed extraction does not count against your limit.',
    },
    {
      question: 'Can I search my saved content?',
      answer:
        'Yes. Search looks through titles, authors, text, notes and tags, and you can filter by platform, favourites and unread.',
    },
  ];
}
