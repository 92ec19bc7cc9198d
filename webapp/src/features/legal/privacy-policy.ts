import { DATA_COLLECTED, DATA_RETENTION, PRIVACY_CONTACT_EMAIL, SITE_NAME } from '@vault/contracts';
import type { LegalDocument } from './legal-document';

/** The Privacy Policy. The collected-data list and retention rows are the ones Privacy & Data shows. */
export const PRIVACY_POLICY: LegalDocument = {
  updated: '22 November 2026',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${SITE_NAME} is a personal library for posts, videos and articles you save from the web. This policy explains what personal data ${SITE_NAME} processes when you use the website, the browser extension or the WhatsApp integration, and the choices you have. We are the controller of that data.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect only what the product needs to work. When you create an account and use it, we keep:',
      ],
      list: [...DATA_COLLECTED],
    },
    {
      heading: 'Waitlist',
      paragraphs: [
        `If you join the waitlist before launch, we keep your e-mail address and the date you joined, and use them only to tell you when ${SITE_NAME} opens. The address is removed if you delete an account that uses it, or on request.`,
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data to provide the service you asked for: to fetch and extract the pages you save, write summaries and topics, search your library, count your monthly usage against your plan, take payments, and keep your account secure.',
        'The pages you save are fetched from their public addresses by our servers. When AI summaries are enabled, the extracted text of an item is sent to our AI processing provider to produce its summary and topics; it is not used to train models.',
        'We do not sell your data, show advertising, or build profiles for anyone else.',
      ],
    },
    {
      heading: 'Legal bases',
      paragraphs: [
        'We process account and library data to perform our contract with you; payment records because the law requires us to keep them; security logs in our legitimate interest to protect the service; and waitlist addresses with your consent, which you can withdraw at any time.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We share data only with the processors that run parts of the service for us:'],
      list: [
        'Stripe, for payments: card details go straight to Stripe and never reach our servers.',
        'Meta (WhatsApp Business), when you connect a WhatsApp number, to receive your links and send verification codes.',
        'Our hosting and storage providers, which keep the database and your media attachments.',
        'An AI processing provider, for summaries and topics, when enabled.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: DATA_RETENTION.map((row) => `${row.data}: ${row.period.toLowerCase()}.`),
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see, correct, export and delete your data yourself: Account Settings edits your profile; Privacy & Data downloads everything we keep about you as one JSON file, and deletes your account with every item, file, session and token.',
        `You may also ask us for access, correction, deletion, restriction or portability, object to processing, and complain to your data-protection authority. Write to ${PRIVACY_CONTACT_EMAIL}; we answer within 30 days.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as salted hashes, API tokens only as hashes, and sessions in an HttpOnly cookie. Every request for an item is checked against its owner. Connections use HTTPS.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `${SITE_NAME} is not meant for children under 16, and we do not knowingly collect their data.`,
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We will post any change to this policy on this page with a new date, and tell account holders by e-mail before a change that reduces their rights takes effect.',
      ],
    },
  ],
};
