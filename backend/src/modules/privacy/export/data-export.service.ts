import { Injectable } from '@nestjs/common';
import type { DataExport } from '@vault/contracts';
import { Readable } from 'node:stream';
import { TokensService } from '../../auth/index.js';
import { ContentService } from '../../content/index.js';
import { CreditsService } from '../../credits/index.js';
import { NewsletterSendersService } from '../../email-in/index.js';
import { FeedsService } from '../../feeds/index.js';
import { HighlightsService } from '../../highlights/index.js';
import { KanbanService } from '../../kanban/index.js';
import { MediaService, StoredFilesService } from '../../media/index.js';
import { SavedSearchesService } from '../../saved-searches/index.js';
import { toUserResponse, type UserEntity } from '../../users/index.js';
import type { ExportSection } from './export-section.js';
import { jsonDocument } from './json-document.js';

/**
 * `GET /api/gdpr/export`: everything Vault keeps about a person, as one JSON file written section
 * by section. Never a password hash or a token hash.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly content: ContentService,
    private readonly credits: CreditsService,
    private readonly tokens: TokensService,
    private readonly kanban: KanbanService,
    private readonly media: MediaService,
    private readonly feeds: FeedsService,
    private readonly storedFiles: StoredFilesService,
    private readonly highlights: HighlightsService,
    private readonly savedSearches: SavedSearchesService,
    private readonly newsletterSenders: NewsletterSendersService,
  ) {}

  /** The sections in file order. A module with data of its own adds one line here. */
  sections(): ExportSection[] {
    return [
      { key: 'exportInfo', value: exportInfo },
      { key: 'profile', value: profile },
      { key: 'subscription', value: subscription },
      { key: 'usage', value: usage },
      { key: 'whatsapp', value: whatsapp },
      { key: 'apiTokens', value: (user) => this.tokens.list(user.id) },
      { key: 'creditTransactions', batches: (user) => this.credits.exportBatches(user.id) },
      { key: 'items', batches: (user) => this.content.exportBatches(user.id) },
      { key: 'boards', value: (user) => this.kanban.listBoardsForExport(user.id) },
      { key: 'media', value: (user) => this.media.listForExport(user.id) },
      { key: 'feeds', value: (user) => this.feeds.listForExport(user.id) },
      { key: 'storedFiles', value: (user) => this.storedFiles.listForExport(user.id) },
      { key: 'highlights', batches: (user) => this.highlights.exportBatches(user.id) },
      { key: 'savedSearches', value: (user) => this.savedSearches.list(user.id) },
      { key: 'newsletterSenders', value: (user) => this.newsletterSenders.list(user.id) },
    ];
  }

  /** The file as a stream, read section by section as the download takes it. */
  stream(user: UserEntity): Readable {
    return Readable.from(
      jsonDocument(
        this.sections().map((section) =>
          'batches' in section
            ? { key: section.key, batches: () => section.batches(user) }
            : { key: section.key, value: () => section.value(user) },
        ),
      ),
    );
  }
}

function exportInfo(user: UserEntity): DataExport['exportInfo'] {
  return {
    format: 'vault-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    userId: user.id,
  };
}

function profile(user: UserEntity): DataExport['profile'] {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    avatarUrl: user.avatarUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

function subscription(user: UserEntity): DataExport['subscription'] {
  return {
    plan: user.subscriptionPlan,
    status: user.subscriptionStatus,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
  };
}

function usage(user: UserEntity): DataExport['usage'] {
  const current = toUserResponse(user);
  return {
    usageCount: current.usageCount,
    usageLimit: current.usageLimit,
    usagePeriodStart: current.usagePeriodStart,
    usageResetsAt: current.usageResetsAt,
    creditsBalance: user.creditsBalance,
    contentCount: user.contentCount,
  };
}

function whatsapp(user: UserEntity): DataExport['whatsapp'] {
  return { number: user.whatsappNumber, verified: user.whatsappVerified };
}
