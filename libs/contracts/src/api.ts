import type { SearchMatchField } from './highlights.js';
import type {
  ContentFilter,
  CreditTransactionType,
  ExtractionStatus,
  LaunchMode,
  MediaFileType,
  Platform,
  PlanName,
  Role,
  Topic,
} from './enums.js';

/** Every error answer of the API: `{ message, code? }` with a fitting HTTP status. */
export interface ApiError {
  message: string;
  code?: string;
}

/** `GET /api/auth/user`. Never includes the password hash. */
export interface User {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  profileImageUrl: string | null;
  /** A plan name; compared case-insensitively (spec 3), so legacy values such as `Premium` stay readable. */
  subscriptionPlan: string;
  subscriptionStatus: string;
  usageCount: number;
  usageLimit: number;
  usagePeriodStart: string;
  usageResetsAt: string;
  creditsBalance: number;
  whatsappNumber: string | null;
  whatsappVerified: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** `POST /api/auth/tokens`: a personal API token, shown once. */
export interface CreateApiTokenRequest {
  name: string;
}

/**
 * What an API token may do. Everything else (minting tokens, exports, account deletion, settings,
 * admin routes) needs a signed-in browser session.
 */
export const API_TOKEN_SCOPES = ['content:save', 'library:read', 'account:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The extension's token (its sign-in): save pages, read the library, read the account. */
export const EXTENSION_TOKEN_SCOPES: readonly ApiTokenScope[] = [
  'content:save',
  'library:read',
  'account:read',
];

export interface ApiToken {
  id: number;
  name: string;
  /** The first characters of the token, so a person can tell tokens apart. */
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CreatedApiToken extends ApiToken {
  /** The secret itself; returned only by the create call. */
  token: string;
  /**
   * For a sign-in with username and password (the extension's): this device's token. Sent back
   * as `deviceToken` on the next sign-in, it keeps failures from elsewhere from locking it out.
   */
  deviceToken?: string;
}

export interface CreateApiTokenWithPasswordRequest extends CreateApiTokenRequest {
  username: string;
  password: string;
  deviceToken?: string;
}

/** `GET /api/config`: public runtime settings the webapp needs before sign-in. */
export interface PublicConfig {
  launchMode: LaunchMode;
  stripeEnabled: boolean;
  whatsappEnabled: boolean;
  version: string;
}

export interface ContentMetadata {
  mediaType?: string;
  likes?: number;
  comments?: number;
  shares?: number;
  views?: number;
  siteName?: string;
  publishedAt?: string;
  duration?: number;
  lang?: string;
  readingMinutes?: number;
  /** Words of the main text. */
  wordCount?: number;
  /** The lead image's address on its site, when `imageUrl` is Vault's own copy. */
  originalImageUrl?: string;
  description?: string;
  /** The author's handle without "@" (X, TikTok, Instagram). */
  authorHandle?: string;
  /** The community a post belongs to, e.g. "r/lotus". */
  community?: string;
  /** GitHub repositories and gists. */
  stars?: number;
  forks?: number;
  programmingLanguage?: string;
  /** The post's hashtags without "#", as the platform lists them (TikTok). */
  hashtags?: string[];
  /** The sound a short video uses: "title · artist" (TikTok). */
  sound?: string;
  /** The platform keeps the rest of the story for paying members: the text is its preview (Medium). */
  memberOnly?: boolean;
  /** Came in through an import: its extraction belongs on the low-priority queue. */
  imported?: boolean;
  /** Set when some of the post's media or reader images were not kept: how many and why. */
  mediaNotKept?: string;
  /** Saved from an e-mail: the newsletter's unsubscribe link (`List-Unsubscribe`, http or mailto). */
  unsubscribeUrl?: string;
  /** Saved from an e-mail: the sender's address and the message's SPF, DKIM and DMARC verdicts. */
  email?: EmailVerdict;
}

/** Authentication results of a message received by e-mail, as the receiver computed them. */
export interface EmailVerdict {
  from: string;
  spf: string;
  dkim: string;
  dmarc: string;
}

export interface ContentItem {
  id: number;
  url: string;
  platform: Platform;
  title: string | null;
  author: string | null;
  /** In list and search answers, only the first `LIMITS.listTextExcerpt` characters. */
  text: string | null;
  /** True when `text` is an excerpt: `GET /api/content/{id}` has the whole text. */
  textTruncated: boolean;
  summary: string | null;
  topics: string[];
  /**
   * The lead image as Vault stored it (`/api/content/{id}/image`), or null. Never a page's own
   * address: the app shows only images it stored, so a page cannot make the reader's browser
   * fetch an address of its choosing.
   */
  imageUrl: string | null;
  extractionStatus: ExtractionStatus;
  extractionError: string | null;
  isFavorite: boolean;
  isRead: boolean;
  quickNote: string | null;
  customTags: string[] | null;
  hasAttachments: boolean;
  createdAt: string;
  updatedAt: string;
  metadata: ContentMetadata;
  /** In search answers only: where the words were found (title, tags, quick note, text, highlights). */
  matchedIn?: SearchMatchField[];
}

/** One comment of a saved post's discussion, with the replies kept under it. */
export interface DiscussionComment {
  id: string;
  /** Null when the account was deleted. */
  author: string | null;
  /** Plain text; paragraphs separated by blank lines. */
  text: string;
  score: number | null;
  /** ISO 8601. */
  createdAt: string | null;
  replies: DiscussionComment[];
}

/** The comments kept with a saved post (Reddit threads). */
export interface Discussion {
  /** Comments the thread has in all, as the platform counts them. */
  totalComments: number | null;
  /** Top-level comments, best first; each with replies to the kept depth. */
  comments: DiscussionComment[];
}

/** One image, video or document of a saved post, with where it came from and Vault's copy. */
export interface PostMedia {
  kind: 'image' | 'video' | 'document';
  /** The address the platform served it from, kept beside Vault's copy. */
  originalUrl: string;
  /** Vault's stored copy, served by Vault; null while it is not (or cannot be) kept. */
  storedUrl: string | null;
  /** Why the file was not kept (plan, storage allowance, size cap, source unreachable); null when kept or not yet tried. */
  notKeptReason: string | null;
  /** A still image for a video (its poster or cover), as an original address. */
  posterUrl?: string;
  /** Vault's stored copy of `posterUrl`, when it keeps one. */
  storedPosterUrl?: string;
  mimeType?: string;
  bytes?: number;
  width?: number;
  height?: number;
  /** Seconds, for video. */
  duration?: number;
  alt?: string;
}

/** One post of a thread (X self-replies in order) or a quoted post. */
export interface ThreadPost {
  id: string;
  url: string | null;
  author: string | null;
  /** Without "@". */
  authorHandle: string | null;
  /** Plain text; paragraphs separated by blank lines. */
  text: string;
  /** ISO 8601. */
  createdAt: string | null;
  likes: number | null;
  replies: number | null;
  reposts: number | null;
  views: number | null;
  media: PostMedia[];
  /** The post this one quotes, shown nested. */
  quoted: ThreadPost | null;
}

/** One caption line of a video, timed from its start. */
export interface TranscriptLine {
  /** Seconds from the start. */
  start: number;
  /** Seconds; null when the track does not say. */
  duration: number | null;
  text: string;
}

/** A video's caption track as kept with the item. */
export interface Transcript {
  /** BCP 47 language of the track, when known. */
  lang: string | null;
  /** Captions the uploader provided, or the platform's automatic ones. */
  source: 'uploaded' | 'automatic';
  lines: TranscriptLine[];
}

/** A chapter of a video, from its description's timestamps. */
export interface VideoChapter {
  /** Seconds from the start. */
  start: number;
  title: string;
}

/** `GET /api/content/{id}`: the item with what only its detail page shows. */
export interface ContentDetail extends ContentItem {
  /** Sanitised HTML of the main content for the reader view; null when there is none. */
  readableHtml: string | null;
  /** The post's comments when the platform has them; null otherwise. */
  discussion: Discussion | null;
  /** The whole thread by the same author, first post first; null for a single post or a page. */
  thread: ThreadPost[] | null;
  /** The post's own images, videos and documents (a carousel, a gallery); empty when none. */
  media: PostMedia[];
  /** A video's captions; null when it has none or is not a video. */
  transcript: Transcript | null;
  /** A video's chapters; empty when none. */
  chapters: VideoChapter[];
}

/** `POST /api/content/retry-failed`: failed items sent back to extraction, each charged as a retry. */
export interface RetryFailedResponse {
  retried: number;
  /** Failed items left as they were because the month's saves ran out part-way. */
  remaining: number;
}

export interface CreateContentRequest {
  url: string;
  /** The extension's DOM snapshot, used as the extraction source instead of fetching. */
  html?: string;
  title?: string;
}

export interface UpdateContentRequest {
  isFavorite?: boolean;
  isRead?: boolean;
  quickNote?: string | null;
  customTags?: string[] | null;
}

export interface ContentListQuery {
  filter?: ContentFilter;
  platform?: Platform;
  /** Items with this topic among their (up to 3) topics. */
  topic?: Topic;
  search?: string;
  limit?: number;
  offset?: number;
  cursor?: string;
}

/** The keyset cursor of the next page travels in this response header, so the body stays an array. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface ContentStats {
  totalCount: number;
  monthlyCount: number;
}

export interface MediaAttachment {
  id: number;
  contentId: number;
  /** The name the file had on the uploader's device; kept as text only, never as a storage path. */
  fileName: string;
  fileType: MediaFileType;
  /** The type found in the file's bytes, not the declared one. */
  mimeType: string;
  fileSize: number;
  /** The spec's hosted-media address: the authenticated download path, `/api/media/{id}/file`. */
  cloudinaryUrl: string;
  /** `/api/media/{id}/thumbnail` for images, else null. */
  thumbnailUrl: string | null;
  /** Seconds, for videos whose container says it. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** Pages, for PDFs. */
  pageCount: number | null;
  createdAt: string;
}

/** One attachment in the GDPR export: its metadata and where the signed-in owner downloads it. */
export type MediaExportEntry = Omit<MediaAttachment, 'cloudinaryUrl' | 'thumbnailUrl'> & {
  downloadPath: string;
};

/** `GET /api/storage`: the bytes Vault keeps for the user against the plan's allowance. */
export interface StorageUsage {
  /** Bytes of stored post media, reader-view images and page copies. */
  usedBytes: number;
  /** The plan's allowance in bytes; 0 when the plan keeps the lead image only. */
  allowanceBytes: number;
  /** Files stored (each stored once, however many items use it). */
  files: number;
}

/** A file Vault downloaded and keeps for a saved item, as listed in the data export. */
export interface StoredFileExportEntry {
  id: number;
  /** The item that first used the file, when it still exists. */
  contentId: number | null;
  kind: StoredFileKind;
  mimeType: string;
  bytes: number;
  sha256: string;
  originalUrl: string;
  /** Where its owner downloads it: `/api/media/stored/{id}`. */
  downloadPath: string;
  createdAt: string;
}

/** What a stored file is for: a post's own media, an image of the reader view, a page copy's part. */
export type StoredFileKind = 'post-media' | 'reader-image' | 'page-copy';

/** Where the owner's browser loads a stored file. */
export function storedFilePath(id: number): string {
  return `/api/media/stored/${id}`;
}

export interface UploadMediaResponse {
  attachments: MediaAttachment[];
}

export interface Plan {
  id: number;
  name: PlanName;
  price: number;
  extractionLimit: number;
  features: string[];
}

export interface CreditTransaction {
  id: number;
  transactionType: CreditTransactionType;
  description: string;
  creditAmount: number;
  balanceAfter: number;
  createdAt: string;
  user: { username: string };
  adminUser?: { username: string } | null;
  stripePaymentId?: string | null;
}

/** A column of a board. `id` is the column's key on its board ('todo', 'in-progress', 'done', ...). */
export interface BoardColumn {
  id: string;
  title: string;
  /** 0..n-1 from left to right. */
  position: number;
}

/** A content item placed on a board. Positions are 0..n-1 from the top of each column. */
export interface BoardItem {
  id: number;
  columnId: string;
  position: number;
  createdAt: string;
  content: Pick<
    ContentItem,
    'id' | 'platform' | 'url' | 'title' | 'author' | 'quickNote' | 'customTags'
  >;
}

/** `GET /api/kanban/boards/{id}` (and the answer of every board change). */
export interface Board {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  columns: BoardColumn[];
  items: BoardItem[];
}

/** One entry of `GET /api/kanban/boards`: the board without its items, with their count. */
export type BoardSummary = Omit<Board, 'items'> & { itemCount: number };

/** `POST /api/kanban/boards`. The answer is the new `Board` (so it carries the spec's `{id}`). */
export interface CreateBoardRequest {
  name: string;
  description?: string;
}

/** `PATCH /api/kanban/boards/{id}`: rename, or change the description (null or blank removes it). */
export interface UpdateBoardRequest {
  name?: string;
  description?: string | null;
}

/** `POST /api/kanban/boards/{boardId}/items`. The answer (201) is the new `BoardItem`. */
export interface AddBoardItemRequest {
  contentId: number;
  columnId: string;
  /** Where in the column, 0 = top (the spec's default); past the end means last. */
  position?: number;
}

/**
 * `POST /api/kanban/boards/{boardId}/items/bulk`: several library items into one column, at its
 * top in the order given (at most `BULK_ITEMS_MAX`). Items already on the board stay where they are.
 */
export interface AddBoardItemsRequest {
  contentIds: number[];
  columnId: string;
}

/** The answer (200) of `POST /api/kanban/boards/{boardId}/items/bulk`. */
export interface AddBoardItemsResponse {
  /** The new board items, for Undo (`POST .../items/remove`). */
  itemIds: number[];
  /** How many of the items sent were on the board already and were left where they were. */
  alreadyOnBoard: number;
}

/** `POST /api/kanban/boards/{boardId}/items/remove`: takes these items off the board (204). */
export interface RemoveBoardItemsRequest {
  itemIds: number[];
}

/** `PATCH /api/kanban/items/{id}/move`. The answer is the whole `Board` with its new positions. */
export interface MoveBoardItemRequest {
  columnId: string;
  /** 0 = top of the target column; past the end means last. */
  position: number;
}

/** `POST /api/kanban/boards/{boardId}/columns`: a new column, last unless a position is given. */
export interface CreateBoardColumnRequest {
  title: string;
  position?: number;
}

/** `PATCH /api/kanban/boards/{boardId}/columns/{columnId}`: rename and/or move the column. */
export interface UpdateBoardColumnRequest {
  title?: string;
  position?: number;
}

/** The columns every new board starts with (spec 3: 'todo' is the first). */
export const DEFAULT_BOARD_COLUMNS: readonly Pick<BoardColumn, 'id' | 'title'>[] = [
  { id: 'todo', title: 'To Do' },
  { id: 'in-progress', title: 'In Progress' },
  { id: 'done', title: 'Done' },
];

export interface AdminStats {
  totalUsers: number;
  totalExtractions: number;
  activeUsers: number;
  conversionRate: number;
}

export type AdminUserEntry = User & { contentCount: number };

export interface AdminUsage {
  dailyUsage: { date: string; action: string; count: number }[];
}

export type AdminPlatforms = Partial<Record<Platform, number>>;

/** `GET /api/admin/content`: the newest saves across all users and the count per extraction status. */
export interface AdminContentOverview {
  recent: {
    id: number;
    title: string | null;
    url: string;
    platform: Platform;
    extractionStatus: ExtractionStatus;
    extractionError: string | null;
    createdAt: string;
    user: { username: string };
  }[];
  statusCounts: Record<ExtractionStatus, number>;
}

/** `POST /api/admin/upgrade-user` and `POST /api/admin/grant-credits`. */
export interface AdminChangeResponse {
  message: string;
  user: AdminUserEntry;
}

export interface UpgradeUserRequest {
  userId: number;
  plan: PlanName;
}

export interface GrantCreditsRequest {
  userId: number;
  creditAmount: number;
  description?: string;
}

export interface CreateSubscriptionRequest {
  plan: PlanName;
}

export interface CreateSubscriptionResponse {
  checkoutUrl?: string;
  redirectUrl?: string;
  success?: boolean;
  message?: string;
}

export interface CreateTopUpRequest {
  amount: number;
}

export interface WhatsappSetupRequest {
  phoneNumber: string;
}

export interface WhatsappVerifyRequest {
  code: string;
}

/** `POST /api/whatsapp/setup`: a code is on its way. The code itself never leaves the server this way. */
export interface WhatsappSetupResponse {
  message: string;
  /** The number, as stored (E.164). */
  phoneNumber: string;
  expiresAt: string;
}

/** `POST /api/whatsapp/verify`. */
export interface WhatsappVerifyResponse {
  message: string;
  whatsappNumber: string;
}

/** `GET /api/integrations/email`: the account's private address for saving by e-mail. */
export interface EmailAddressResponse {
  address: string;
}

/** A sender whose messages are saved whole as newsletters even without list headers. */
export interface NewsletterSender {
  id: number;
  address: string;
  createdAt: string;
}

/** `POST /api/integrations/email/newsletter-senders`. */
export interface NewsletterSenderRequest {
  address: string;
}

/** `GET /api/admin/whatsapp/outbox`: messages written instead of sent in development mode. */
export interface WhatsappOutboxMessage {
  id: number;
  to: string;
  body: string;
  createdAt: string;
}

/** The WhatsApp connection's messages that the webapp and the server share (spec 5 and 8). */
export const WHATSAPP_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneFormat:
    'Enter the number in international format, starting with + and the country code (e.g. +14155550123)',
  codeRequiredTitle: 'Verification Code Required',
  codeRequired: 'Please enter the code you received on WhatsApp',
  invalidCode: 'Invalid verification code',
} as const;

export interface DeleteAccountRequest {
  confirmDeletion: string;
  /** Asked every time, whatever signed the request in. */
  password: string;
}

export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE_MY_ACCOUNT';

export interface WaitlistRequest {
  email: string;
}

/** Server-sent events of `GET /api/events`, scoped to the signed-in user. */
export type ContentEvent =
  { type: 'content.updated'; item: ContentItem } | { type: 'content.deleted'; id: number };

/** The answer of `POST /api/content` when the user has used the month's allowance and has no credits. */
export const LIMIT_REACHED_CODE = 'limit_reached';

/** The answer (403) of a paid feature (notes, tags, boards, media) asked for on the free plan. */
export const UPGRADE_REQUIRED_CODE = 'upgrade_required';

/** `POST /api/billing/portal`: where the Stripe Customer Portal sends the person back to. */
export interface BillingPortalRequest {
  returnPath?: '/pricing' | '/settings';
}

export interface BillingPortalResponse {
  url: string;
}
