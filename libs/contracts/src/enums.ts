/** Platforms a saved item can come from; `other` is every site without a dedicated extractor. */
export const PLATFORMS = [
  'linkedin',
  'twitter',
  'tiktok',
  'instagram',
  'reddit',
  'youtube',
  'github',
  'medium',
  'newsletter',
  'other',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Sites Vault names as sources it saves from: every platform but the catch-all and mail. */
export const NAMED_SITE_PLATFORMS = PLATFORMS.filter(
  (platform) => platform !== 'other' && platform !== 'newsletter',
);

/** The platforms offered as dashboard filter chips, in the spec's order (2.5). */
export const FILTER_PLATFORMS = [
  'linkedin',
  'twitter',
  'tiktok',
  'instagram',
  'reddit',
  'youtube',
] as const satisfies readonly Platform[];

export const PLATFORM_LABELS: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  reddit: 'Reddit',
  youtube: 'YouTube',
  github: 'GitHub',
  medium: 'Medium',
  newsletter: 'Newsletter',
  other: 'Web',
};

export const PLAN_NAMES = ['free', 'pro', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/**
 * `pending`: saved as a link, waiting for allowance or credits before its extraction is queued
 * (imports store every item at once; see `POST /api/content/{id}/retry` to extract one now).
 */
export const EXTRACTION_STATUSES = [
  'pending',
  'queued',
  'processing',
  'completed',
  'failed',
] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CREDIT_TRANSACTION_TYPES = [
  'admin_grant',
  'admin_subscription',
  'subscription',
  'purchase',
  'usage',
  'refund',
  'other',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

export const MEDIA_FILE_TYPES = ['image', 'video', 'document'] as const;
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number];

export const LAUNCH_MODES = ['preview', 'live'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

export const CONTENT_FILTERS = ['favorites', 'unread'] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number];

/** The fixed topic categories enrichment assigns (1 to 3 per item); `Other` when none fits. */
export const TOPICS = [
  'Technology',
  'Business',
  'Science',
  'Health',
  'Design',
  'Career',
  'Finance',
  'Politics',
  'Culture',
  'Entertainment',
  'Sports',
  'Education',
  'Travel',
  'Food',
  'Lifestyle',
  'Other',
] as const;
export type Topic = (typeof TOPICS)[number];
/** At most this many topics per item, and a summary of at most this many sentences. */
export const MAX_TOPICS = 3;
export const MAX_SUMMARY_SENTENCES = 3;
