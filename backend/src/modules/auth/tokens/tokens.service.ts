import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '@vault/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-query.js';
import { type UserEntity, UsersService } from '../../users/index.js';
import { ApiTokenEntity } from './api-token.entity.js';

const TOKEN_PREFIX = 'vault_';
/** Recording every use would write on every request; a minute's precision is enough. */
const LAST_USED_PRECISION_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toApiToken(entity: ApiTokenEntity): ApiToken {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    scopes: entity.scopes,
    createdAt: entity.createdAt.toISOString(),
    lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class TokensService {
  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    private readonly users: UsersService,
  ) {}

  async create(
    userId: number,
    name: string,
    scopes: readonly ApiTokenScope[],
  ): Promise<CreatedApiToken> {
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const entity = await this.tokens.save(
      this.tokens.create({
        userId,
        name: name.trim(),
        scopes: [...scopes],
        prefix: token.slice(0, TOKEN_PREFIX.length + 6),
        tokenHash: hashToken(token),
      }),
    );
    return { ...toApiToken(entity), token };
  }

  async list(userId: number): Promise<ApiToken[]> {
    const rows = await this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return rows.map(toApiToken);
  }

  async revoke(userId: number, id: number): Promise<void> {
    const result = await this.tokens.delete({ id, userId });
    if (!result.affected) throw new NotFoundException('Token not found');
  }

  /** Ends every token of a user (a password change). */
  async revokeAll(userId: number): Promise<number> {
    return (await this.tokens.delete({ userId })).affected ?? 0;
  }

  /** The user a Bearer token belongs to, the token's id and scopes, or null when it is unknown or revoked. */
  async authenticate(
    token: string,
  ): Promise<{ user: UserEntity; tokenId: number; scopes: ApiTokenScope[] } | null> {
    // One prepared statement for the token and its user: this runs on every request of the
    // extension and of API clients; building it with the query builder cost more CPU than
    // PostgreSQL did, and planning the join each time cost PostgreSQL more than running it.
    const rows = await preparedQuery<Record<string, unknown>>(
      this.tokens.manager.connection,
      'vault_token_authentication',
      this.authenticationSql(),
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    const tokenId = row.token_id as number;
    const lastUsedAt = row.token_last_used_at as Date | null;
    const now = Date.now();
    if (!lastUsedAt || now - lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      await this.tokens.update({ id: tokenId }, { lastUsedAt: new Date(now) });
    }
    return {
      user: this.users.fromJoinedRow(row, 'user_'),
      tokenId,
      scopes: row.token_scopes as ApiTokenScope[],
    };
  }

  private authenticationSqlText: string | null = null;

  /** Every selectable user column, aliased `user_<column>`, with the token's id and last use. */
  private authenticationSql(): string {
    if (!this.authenticationSqlText) {
      const columns = this.users.joinedColumns('u', 'user_');
      this.authenticationSqlText = `SELECT t.id AS token_id, t.last_used_at AS token_last_used_at, t.scopes AS token_scopes, ${columns}
         FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1`;
    }
    return this.authenticationSqlText;
  }
}
