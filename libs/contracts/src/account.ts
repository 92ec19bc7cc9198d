import type { Feed } from './feeds.js';
import type {
  ApiToken,
  Board,
  ContentItem,
  CreditTransaction,
  MediaExportEntry,
  NewsletterSender,
  StoredFileExportEntry,
} from './api.js';
import type { Highlight } from './highlights.js';
import type { SavedSearch } from './library-actions.js';

/** `PATCH /api/auth/user`: the fields a person edits on Account Settings. Absent fields stay as they are. */
export interface UpdateProfileRequest {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
}

/** Profile pictures: checked by their bytes, size-limited, re-encoded to a square WebP. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  sizePx: 256,
  /** Formats recognised by their magic bytes (the file name and declared type are not trusted). */
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  /** The multipart field of `POST /api/auth/user/avatar`. */
  field: 'avatar',
} as const;

/** Texts of the change-password form and its answers (spec 5 and 8). */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  confirmationRequired: 'Password confirmation is required',
  mismatch: "Passwords don't match",
  wrongCurrent: 'Current password is incorrect',
  changedTitle: 'Password changed',
  changed:
    'Your password was changed. Other devices and API tokens were signed out; this browser stays signed in.',
  failedTitle: 'Failed to change password',
  failed: 'Please check your current password and try again',
} as const;

/** Texts of Privacy & Data (spec 5 and 8). */
export const PRIVACY_MESSAGES = {
  confirmationRequired: 'Confirmation Required',
  exportStarted: 'Data Export Started',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Unable to export your data. Please try again.',
  deletedTitle: 'Account Deleted',
  deletionFailedTitle: 'Deletion Failed',
  deletionFailed: 'Unable to delete your account. Please contact support.',
} as const;

/** Where privacy questions and requests go (Privacy & Data, Privacy Policy). */
export const PRIVACY_CONTACT_EMAIL = 'privacy@vault.example';

/** The retention table of Privacy & Data (spec 9). */
export const DATA_RETENTION: readonly { data: string; period: string }[] = [
  { data: 'Active accounts and their library', period: 'As long as the account exists' },
  { data: 'Inactive accounts', period: '2 years' },
  { data: 'Your library after a paid plan ends', period: 'Kept, on the Free plan' },
  { data: 'Payment data', period: 'Held by our payment processor (Stripe), never by Vault' },
  { data: 'A deleted account', period: 'Removed at once, with every file and session' },
];

/** The list of data collected on Privacy & Data: everything the export contains. */
export const DATA_COLLECTED: readonly string[] = [
  'Account: username, e-mail address, first and last name, profile picture',
  'Library: saved links with their extracted title, author, text, summary, image and engagement counts',
  'Your notes, tags, favourites and read state',
  "Copies of saved posts' images, videos and documents, with the addresses they came from",
  'Your highlights: the passages you marked, with their colours, notes and tags',
  'Saved searches, feed subscriptions and the senders you marked as newsletters',
  'Plan, monthly usage and the credit history of purchases and grants',
  'WhatsApp number, when you connect one',
  'API tokens by name and creation date (never the token itself)',
  'A session cookie that keeps you signed in (see the Cookie Policy)',
];

/** `GET /api/gdpr/export`: the downloaded JSON file. Sections are written in this order. */
export interface DataExport {
  exportInfo: { format: 'vault-export'; version: 1; exportedAt: string; userId: number };
  profile: {
    id: number;
    username: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    role: string;
    avatarUrl: string | null;
    createdAt: string;
  };
  subscription: {
    plan: string;
    status: string;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
  };
  usage: {
    usageCount: number;
    usageLimit: number;
    usagePeriodStart: string;
    usageResetsAt: string;
    creditsBalance: number;
    contentCount: number;
  };
  whatsapp: { number: string | null; verified: boolean };
  apiTokens: ApiToken[];
  creditTransactions: Omit<CreditTransaction, 'user' | 'adminUser'>[];
  items: ExportedContentItem[];
  boards: Board[];
  media: MediaExportEntry[];
  feeds: Feed[];
  /** Files Vault downloaded for saved posts and reader views, with their original addresses. */
  storedFiles: StoredFileExportEntry[];
  highlights: Highlight[];
  savedSearches: SavedSearch[];
  /** Senders whose mail to your Vault address is saved whole as a newsletter. */
  newsletterSenders: NewsletterSender[];
}

export type ExportedContentItem = ContentItem & {
  canonicalUrl: string;
  savedAt: string;
  /** The page's own address of its lead image (data only: the app never loads it). */
  imageSourceUrl: string | null;
};
