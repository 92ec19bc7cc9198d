import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AddBoardItemsResponse, Board, BoardItem } from '@vault/contracts';
import { DataSource, In } from 'typeorm';
import { ContentService } from '../content/index.js';
import { insertAt } from './board-order.js';
import { readBoardItem } from './board-reader.js';
import {
  boardOfItem,
  lockBoard,
  lockedColumns,
  lockedItemOrder,
  type LockedColumn,
  writeItemOrder,
} from './board-rows.js';
import { BoardItemEntity } from './board-item.entity.js';
import type { AddItemDto, AddItemsDto, MoveItemDto, RemoveItemsDto } from './dto/item.dto.js';
import { KanbanService } from './kanban.service.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export const ALREADY_ON_BOARD_MESSAGE = 'This item is already on this board';

/**
 * Items on boards: add, move, remove. Each is one transaction under the board's row lock that
 * rewrites the affected columns as 0..n-1, so concurrent moves keep positions dense and unique.
 */
@Injectable()
export class BoardItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boards: KanbanService,
    private readonly content: ContentService,
  ) {}

  async addItem(userId: number, boardId: number, input: AddItemDto): Promise<BoardItem> {
    try {
      const itemId = await this.dataSource.transaction(async (manager) => {
        await lockBoard(manager, userId, boardId);
        await this.content.assertOwnItem(manager, userId, input.contentId);
        const column = targetColumn(await lockedColumns(manager, boardId), input.columnId);
        const { items, order } = await lockedItemOrder(manager, boardId);
        if (items.some((item) => item.contentId === input.contentId)) throw alreadyOnBoard();
        const created = await manager.save(
          manager.create(BoardItemEntity, {
            boardId,
            columnId: column.id,
            contentId: input.contentId,
            position: order.get(column.id)?.length ?? 0,
          }),
        );
        const columnOrder = insertAt(order.get(column.id) ?? [], created.id, input.position ?? 0);
        await writeItemOrder(manager, new Map([[column.id, columnOrder]]));
        return created.id;
      });
      return await readBoardItem(this.dataSource.manager, itemId);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Backstops for races the checks above cannot see: the content deleted meanwhile.
      if (code === FOREIGN_KEY_VIOLATION) throw new NotFoundException('Content not found');
      if (code === UNIQUE_VIOLATION) throw alreadyOnBoard();
      throw error;
    }
  }

  /**
   * Adds several library items to the top of one column, in the order sent, in one transaction.
   * Items already on the board are counted and left where they are; ids that are not the user's
   * are left out, and when none is the answer is 404.
   */
  async addItems(
    userId: number,
    boardId: number,
    input: AddItemsDto,
  ): Promise<AddBoardItemsResponse> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockBoard(manager, userId, boardId);
        const own = await this.content.ownItemIds(manager, userId, input.contentIds);
        if (own.length === 0) throw new NotFoundException('Content not found');
        const column = targetColumn(await lockedColumns(manager, boardId), input.columnId);
        const { items, order } = await lockedItemOrder(manager, boardId);
        const onBoard = new Set(items.map((item) => item.contentId));
        const fresh = own.filter((id) => !onBoard.has(id));
        const existing = order.get(column.id) ?? [];
        if (fresh.length === 0) return { itemIds: [], alreadyOnBoard: own.length };
        // Placed after the column's items first (the unique positions are checked at commit),
        // then the column is rewritten with the new ones on top.
        const inserted: { id: number; content_id: number }[] = await manager.query(
          `INSERT INTO board_items (board_id, column_id, content_id, position)
           SELECT $1, $2, v.content_id, $3 + v.n - 1
             FROM unnest($4::int[]) WITH ORDINALITY AS v(content_id, n)
           RETURNING id, content_id`,
          [boardId, column.id, existing.length, fresh],
        );
        const idOf = new Map(inserted.map((row) => [row.content_id, row.id]));
        const itemIds = fresh.map((contentId) => idOf.get(contentId) as number);
        await writeItemOrder(manager, new Map([[column.id, [...itemIds, ...existing]]]));
        return { itemIds, alreadyOnBoard: own.length - fresh.length };
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Backstops for races the checks above cannot see: an item deleted or added meanwhile.
      if (code === FOREIGN_KEY_VIOLATION) throw new NotFoundException('Content not found');
      if (code === UNIQUE_VIOLATION) throw alreadyOnBoard();
      throw error;
    }
  }

  /** Takes several items off one board (the Undo of `addItems`), closing the gaps they leave. */
  async removeItems(userId: number, boardId: number, input: RemoveItemsDto): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoard(manager, userId, boardId);
      const { items, order } = await lockedItemOrder(manager, boardId);
      const gone = new Set(input.itemIds);
      const removed = items.filter((item) => gone.has(item.id));
      if (removed.length === 0) throw new NotFoundException('Board item not found');
      await manager.delete(BoardItemEntity, { id: In(removed.map((item) => item.id)), boardId });
      const changes = new Map<number, number[]>();
      for (const item of removed) {
        changes.set(
          item.columnId,
          (order.get(item.columnId) ?? []).filter((id) => !gone.has(id)),
        );
      }
      await writeItemOrder(manager, changes);
    });
  }

  /** Moves an item to `position` (clamped) of a column of its board; answers the whole board. */
  async moveItem(userId: number, itemId: number, input: MoveItemDto): Promise<Board> {
    const boardId = await this.dataSource.transaction(async (manager) => {
      const board = await boardOfItem(manager, userId, itemId);
      await lockBoard(manager, userId, board);
      const target = targetColumn(await lockedColumns(manager, board), input.columnId);
      const { items, order } = await lockedItemOrder(manager, board);
      // Read again under the lock: a concurrent remove may have taken it away.
      const item = items.find((entry) => entry.id === itemId);
      if (!item) throw new NotFoundException('Board item not found');
      const source = (order.get(item.columnId) ?? []).filter((id) => id !== itemId);
      const changes = new Map([[item.columnId, source]]);
      const destination = item.columnId === target.id ? source : (order.get(target.id) ?? []);
      changes.set(target.id, insertAt(destination, itemId, input.position));
      await writeItemOrder(manager, changes);
      return board;
    });
    return this.boards.getBoard(userId, boardId);
  }

  /** Takes an item off its board (the content item stays in the library). */
  async removeItem(userId: number, itemId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const board = await boardOfItem(manager, userId, itemId);
      await lockBoard(manager, userId, board);
      const { items, order } = await lockedItemOrder(manager, board);
      const item = items.find((entry) => entry.id === itemId);
      if (!item) throw new NotFoundException('Board item not found');
      await manager.delete(BoardItemEntity, { id: itemId });
      const rest = (order.get(item.columnId) ?? []).filter((id) => id !== itemId);
      await writeItemOrder(manager, new Map([[item.columnId, rest]]));
    });
  }
}

/** A column named in a body: unknown ids are bad input (400), not a missing resource. */
function targetColumn(columns: LockedColumn[], key: string): LockedColumn {
  const column = columns.find((entry) => entry.key === key);
  if (!column) {
    throw new BadRequestException({
      message: `This board has no column '${key}'`,
      code: 'unknown_column',
    });
  }
  return column;
}

function alreadyOnBoard(): ConflictException {
  return new ConflictException({ message: ALREADY_ON_BOARD_MESSAGE, code: 'already_on_board' });
}
