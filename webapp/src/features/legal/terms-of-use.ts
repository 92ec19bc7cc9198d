import {
  findPlan,
  formatUsd,
  LIMITS,
  PLAN_CATALOG,
  SITE_NAME,
  SUPPORT_EMAIL,
  TOP_UP,
} from '@vault/contracts';
import type { LegalDocument } from './legal-document';

const free = findPlan('free');

const plans = PLAN_CATALOG.map((plan) =>
  plan.price === 0
    ? `${plan.label}: ${formatUsd(plan.price)}, ${plan.extractionLimit} saves per month.`
    : `${plan.label}: ${formatUsd(plan.price)} per month, ${plan.extractionLimit} extractions per month.`,
);

/** The Terms of Use. Prices and limits are the plan catalog's. */
export const TERMS_OF_USE: LegalDocument = {
  updated: '22 November 2026',
  sections: [
    {
      heading: 'The agreement',
      paragraphs: [
        `These terms apply when you use ${SITE_NAME}: the website, the browser extension, the API and the WhatsApp integration. By creating an account you accept them. If you do not agree, do not use ${SITE_NAME}.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        `You need an account to save content. Keep your password (at least ${LIMITS.passwordMinLength} characters; we recommend 8 or more) and your API tokens secret; you are responsible for what is done with them. Tell us at once at ${SUPPORT_EMAIL} if you think someone else has access.`,
      ],
    },
    {
      heading: 'Plans, limits and payment',
      paragraphs: [
        `Every account starts on the Free plan with ${free.extractionLimit} saves per month. The plans are:`,
      ],
      list: [
        ...plans,
        `Top-up: ${formatUsd(TOP_UP.price)} for ${TOP_UP.credits} extra extractions, used after the monthly allowance; top-up credits ${TOP_UP.expires ? 'expire at the next billing cycle' : 'do not expire'}.`,
        'Monthly limits reset on your subscription day; unused extractions do not roll over.',
        'Prices are in USD. Paid plans renew monthly until cancelled and are billed by Stripe.',
        'You can cancel at any time; the plan stays active until the end of the paid period. Paid plans have a 30-day money-back guarantee.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'What you save stays yours, and so do your notes, tags and uploaded files. You give us only the permission needed to store, process and show them to you. You may save only content you are allowed to keep a private copy of, and you remain responsible for how you use it.',
        `${SITE_NAME} keeps a private copy for your personal use; it does not publish or share your library.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'Upload malware, or content that is illegal or infringes the rights of others.',
        'Use the service to fetch pages you have no right to access, or to attack other sites.',
        'Try to reach other users’ data, probe or overload the service, or get around its limits.',
        'Resell the service or automate sign-ups.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work to keep the service available and your data safe, but it is provided as it is: extraction depends on third-party sites that can change or block reading at any time. We may change features; we will give 30 days’ notice of a price change, which applies from your next billing period.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You can delete your account at any time from Privacy & Data; everything is removed at once. We may suspend or close an account that breaks these terms, after telling you why where the law allows. You can export your data before an account is closed.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `To the extent the law allows, ${SITE_NAME} is not liable for indirect losses, and our total liability is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have as a consumer.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
    },
  ],
};
