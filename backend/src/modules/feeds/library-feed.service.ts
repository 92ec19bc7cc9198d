import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FEED_LIMITS, type LibraryFeedResponse } from '@vault/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sessionSecret } from '../../bootstrap/session.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentFeedReader, type LibraryFeedFilter } from '../content/index.js';
import { KanbanService } from '../kanban/index.js';
import { SavedSearchesService } from '../saved-searches/index.js';
import { UsersService } from '../users/index.js';
import { buildLibraryAtom, type LibraryFeedScope } from './library-feed-atom.js';
import { LibraryFeedTokenEntity } from './library-feed-token.entity.js';

/** `<user id>.<HMAC-SHA256 of the user id and their nonce>`, URL-safe. */
const TOKEN_FORMAT = /^(\d{1,10})\.([\w-]{43})$/;

/**
 * The private Atom feed of a person's library. Its address carries a token signed with a key
 * derived from the session secret over the user id and a nonce that regenerating replaces, so
 * showing the address writes nothing and the old address stops answering the moment a new one
 * is made.
 */
@Injectable()
export class LibraryFeedService implements OnModuleInit {
  private key = Buffer.alloc(0);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reader: ContentFeedReader,
    private readonly kanban: KanbanService,
    private readonly savedSearches: SavedSearchesService,
    private readonly users: UsersService,
  ) {}

  async onModuleInit(): Promise<void> {
    // Derived, so the session secret itself never signs anything but sessions.
    this.key = createHmac('sha256', await sessionSecret(this.config))
      .update('vault library feed')
      .digest();
  }

  async address(userId: number): Promise<LibraryFeedResponse> {
    return { url: this.urlOf(this.tokenFor(userId, await this.nonceOf(userId))) };
  }

  /** A new address; the old one answers 404 from now on. */
  async regenerate(userId: number): Promise<LibraryFeedResponse> {
    const nonce = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO library_feed_tokens (user_id, nonce) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET nonce = EXCLUDED.nonce, created_at = now()`,
      [userId, nonce],
    );
    return { url: this.urlOf(this.tokenFor(userId, nonce)) };
  }

  /** The owner of a token, or null when it is not a current one. */
  private async ownerOf(token: string): Promise<number | null> {
    const match = TOKEN_FORMAT.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return null;
    const expected = Buffer.from(this.tokenFor(userId, await this.nonceOf(userId)));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    // A deleted account's address answers as any unknown one.
    return (await this.users.findById(userId)) ? userId : null;
  }

  private async nonceOf(userId: number): Promise<string> {
    const row = await this.dataSource.getRepository(LibraryFeedTokenEntity).findOneBy({ userId });
    return row?.nonce ?? '';
  }

  private tokenFor(userId: number, nonce: string): string {
    const mac = createHmac('sha256', this.key).update(`${userId}|${nonce}`).digest('base64url');
    return `${userId}.${mac}`;
  }

  /**
   * The Atom document for the token's owner: the newest items of the library, of one tag, one
   * board or one saved search. An unknown token, or a board or saved search not the owner's, is
   * 404 (nothing tells them apart).
   */
  async atom(token: string, scope: LibraryFeedScope): Promise<string> {
    const userId = await this.ownerOf(token);
    if (userId === null) throw new NotFoundException();
    const filter: LibraryFeedFilter = {};
    let scopeTitle: string | null = null;
    if (scope.kind === 'tag') {
      filter.tag = scope.tag;
      scopeTitle = `#${scope.tag}`;
    } else if (scope.kind === 'board') {
      const board = await this.kanban.getBoard(userId, scope.boardId).catch(() => {
        throw new NotFoundException();
      });
      filter.contentIds = board.items.map((item) => item.content.id);
      scopeTitle = board.name;
    } else if (scope.kind === 'search') {
      const saved = await this.savedSearches.get(userId, scope.savedSearchId);
      if (!saved) throw new NotFoundException();
      filter.search = saved.query;
      scopeTitle = saved.name;
    }
    const items = await this.reader.newest(userId, filter, FEED_LIMITS.libraryFeedItems);
    return buildLibraryAtom({
      selfUrl: this.urlOf(token, scope),
      appUrl: this.config.appUrl,
      feedId: `${this.config.appUrl}/library-feed/${userId}${scopeSuffix(scope)}`,
      title: scopeTitle ? `Vault: ${scopeTitle}` : 'Vault: my library',
      items,
    });
  }

  private urlOf(token: string, scope: LibraryFeedScope = { kind: 'library' }): string {
    const url = new URL(`/api/library-feed/${token}`, this.config.appUrl);
    if (scope.kind === 'tag') url.searchParams.set('tag', scope.tag);
    if (scope.kind === 'board') url.searchParams.set('board', String(scope.boardId));
    if (scope.kind === 'search') url.searchParams.set('search', String(scope.savedSearchId));
    return url.href;
  }
}

function scopeSuffix(scope: LibraryFeedScope): string {
  if (scope.kind === 'tag') return `/tag/${encodeURIComponent(scope.tag.toLocaleLowerCase())}`;
  if (scope.kind === 'board') return `/board/${scope.boardId}`;
  if (scope.kind === 'search') return `/search/${scope.savedSearchId}`;
  return '';
}
