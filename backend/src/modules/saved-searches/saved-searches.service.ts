import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@vault/contracts';
import { parseLibraryQuery } from '@vault/contracts/library-query';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountLedgerService } from '../users/index.js';
import type { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto.js';
import { SavedSearchEntity } from './saved-search.entity.js';

function toSavedSearch(entity: SavedSearchEntity): SavedSearch {
  return {
    id: entity.id,
    name: entity.name,
    query: entity.query,
    position: entity.position,
    createdAt: entity.createdAt.toISOString(),
  };
}

/** A search that would be refused when opened is refused when saved, with the same words. */
function assertValidQuery(query: string): void {
  const parsed = parseLibraryQuery(query);
  if (!parsed.ok) throw new BadRequestException({ message: parsed.error, code: 'invalid_query' });
}

@Injectable()
export class SavedSearchesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: AccountLedgerService,
  ) {}

  async list(userId: number): Promise<SavedSearch[]> {
    const rows = await this.dataSource.getRepository(SavedSearchEntity).find({
      where: { userId },
      order: { position: 'ASC', id: 'ASC' },
    });
    return rows.map(toSavedSearch);
  }

  /** One of the user's saved searches, or null (another person's answers the same). */
  async get(userId: number, id: number): Promise<SavedSearch | null> {
    const found = await this.dataSource.getRepository(SavedSearchEntity).findOneBy({ id, userId });
    return found ? toSavedSearch(found) : null;
  }

  /** Added last; the cap is counted under the account's row lock, so two saves cannot pass it. */
  async create(userId: number, input: CreateSavedSearchDto): Promise<SavedSearch> {
    assertValidQuery(input.query);
    return this.dataSource.transaction(async (manager) => {
      await this.ledger.lockAccount(manager, userId);
      const [counted] = await manager.query<{ count: number; next: number }[]>(
        `SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next
           FROM saved_searches WHERE user_id = $1`,
        [userId],
      );
      const { count, next } = counted ?? { count: 0, next: 0 };
      if (count >= SAVED_SEARCHES_MAX) {
        throw new ConflictException({
          message: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; delete one first`,
          code: 'saved_searches_full',
        });
      }
      const saved = await manager.save(
        manager.create(SavedSearchEntity, {
          userId,
          name: input.name,
          query: input.query,
          position: next,
        }),
      );
      return toSavedSearch(saved);
    });
  }

  /** Rename, change the search, or move it: the others at and after its new place move down. */
  async update(userId: number, id: number, input: UpdateSavedSearchDto): Promise<SavedSearch> {
    if (input.query !== undefined) assertValidQuery(input.query);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.own(manager, userId, id);
      if (input.name !== undefined) current.name = input.name;
      if (input.query !== undefined) current.query = input.query;
      if (input.position !== undefined && input.position !== current.position) {
        await this.move(manager, current, input.position);
      }
      return toSavedSearch(await manager.save(current));
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.dataSource.getRepository(SavedSearchEntity).delete({ id, userId });
    if (!result.affected) throw new NotFoundException('Saved search not found');
  }

  private async own(manager: EntityManager, userId: number, id: number) {
    const found = await manager.findOne(SavedSearchEntity, {
      where: { id, userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!found) throw new NotFoundException('Saved search not found');
    return found;
  }

  /** Renumbers the list 0…n-1 with `moved` at `position` (clamped to the end). */
  private async move(
    manager: EntityManager,
    moved: SavedSearchEntity,
    position: number,
  ): Promise<void> {
    const others = await manager.find(SavedSearchEntity, {
      where: { userId: moved.userId },
      order: { position: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const order = others.filter((other) => other.id !== moved.id);
    order.splice(Math.min(position, order.length), 0, moved);
    for (const [index, entry] of order.entries()) {
      if (entry.id === moved.id) moved.position = index;
      else if (entry.position !== index) {
        await manager.update(SavedSearchEntity, { id: entry.id }, { position: index });
      }
    }
  }
}
