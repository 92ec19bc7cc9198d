import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FEED_LIMITS, type LibraryFeedResponse } from '@vault/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentFeedReader, type LibraryFeedFilter } from '../content/index.js';
import { KanbanService } from '../kanban/index.js';
import { buildLibraryAtom, type LibraryFeedScope } from './library-feed-atom.js';
import { LibraryFeedTokenEntity } from './library-feed-token.entity.js';

/** 256 random bits, URL-safe: the whole key of the feed address. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The private Atom feed of a person's library: its address (key), and the feed it serves. */
@Injectable()
export class LibraryFeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reader: ContentFeedReader,
    private readonly kanban: KanbanService,
  ) {}

  /** The address, made on first use. */
  async address(userId: number): Promise<LibraryFeedResponse> {
    await this.dataSource.query(
      `INSERT INTO library_feed_tokens (user_id, token) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, newToken()],
    );
    const row = await this.dataSource
      .getRepository(LibraryFeedTokenEntity)
      .findOneByOrFail({ userId });
    return { url: this.urlOf(row.token) };
  }

  /** A new address; the old one answers 404 from now on. */
  async regenerate(userId: number): Promise<LibraryFeedResponse> {
    const token = newToken();
    await this.dataSource.query(
      `INSERT INTO library_feed_tokens (user_id, token) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()`,
      [userId, token],
    );
    return { url: this.urlOf(token) };
  }

  /**
   * The Atom document for the token's owner: the newest items of the library, of one tag or of one
   * board. An unknown token, or a board not the owner's, is 404 (nothing tells them apart).
   */
  async atom(token: string, scope: LibraryFeedScope): Promise<string> {
    if (!TOKEN_SHAPE.test(token)) throw new NotFoundException();
    const row = await this.dataSource.getRepository(LibraryFeedTokenEntity).findOneBy({ token });
    if (!row) throw new NotFoundException();
    const filter: LibraryFeedFilter = {};
    let scopeTitle: string | null = null;
    if (scope.kind === 'tag') {
      filter.tag = scope.tag;
      scopeTitle = `#${scope.tag}`;
    } else if (scope.kind === 'board') {
      const board = await this.kanban.getBoard(row.userId, scope.boardId).catch(() => {
        throw new NotFoundException();
      });
      filter.contentIds = board.items.map((item) => item.content.id);
      scopeTitle = board.name;
    }
    const items = await this.reader.newest(row.userId, filter, FEED_LIMITS.libraryFeedItems);
    return buildLibraryAtom({
      selfUrl: this.urlOf(token, scope),
      appUrl: this.config.appUrl,
      feedId: `${this.config.appUrl}/library-feed/${row.userId}${scopeSuffix(scope)}`,
      title: scopeTitle ? `Vault: ${scopeTitle}` : 'Vault: my library',
      items,
    });
  }

  private urlOf(token: string, scope: LibraryFeedScope = { kind: 'library' }): string {
    const url = new URL(`/api/library-feed/${token}`, this.config.appUrl);
    if (scope.kind === 'tag') url.searchParams.set('tag', scope.tag);
    if (scope.kind === 'board') url.searchParams.set('board', String(scope.boardId));
    return url.href;
  }
}

function scopeSuffix(scope: LibraryFeedScope): string {
  if (scope.kind === 'tag') return `/tag/${encodeURIComponent(scope.tag.toLocaleLowerCase())}`;
  if (scope.kind === 'board') return `/board/${scope.boardId}`;
  return '';
}
