import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Board, LIMITS } from '@vault/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { columnKeyFor, insertAt, moveWithin } from './board-order.js';
import {
  lockBoard,
  lockedColumns,
  lockedItemOrder,
  type LockedColumn,
  writeColumnOrder,
} from './board-rows.js';
import { BoardColumnEntity } from './board-column.entity.js';
import type { CreateColumnDto, UpdateColumnDto } from './dto/column.dto.js';
import { KanbanService } from './kanban.service.js';

/**
 * A board's columns: add, rename, reorder, delete. Each change is one transaction under the board
 * lock and answers the whole board. A column that still holds items is not deleted (409): the
 * person moves or removes them first, so nothing lands somewhere they did not choose.
 */
@Injectable()
export class BoardColumnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boards: KanbanService,
  ) {}

  async addColumn(userId: number, boardId: number, input: CreateColumnDto): Promise<Board> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoard(manager, userId, boardId);
      const columns = await lockedColumns(manager, boardId);
      if (columns.length >= LIMITS.boardColumnsMax) {
        throw new ConflictException({
          message: `A board can have at most ${LIMITS.boardColumnsMax} columns`,
          code: 'column_limit',
        });
      }
      const key = columnKeyFor(input.title, new Set(columns.map((column) => column.key)));
      const created = await manager.save(
        manager.create(BoardColumnEntity, {
          boardId,
          key,
          title: input.title,
          position: columns.length,
        }),
      );
      const order = insertAt(
        columns.map((column) => column.id),
        created.id,
        input.position ?? columns.length,
      );
      await writeColumnOrder(manager, order);
    });
    return this.boards.getBoard(userId, boardId);
  }

  async updateColumn(
    userId: number,
    boardId: number,
    key: string,
    input: UpdateColumnDto,
  ): Promise<Board> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoard(manager, userId, boardId);
      const columns = await lockedColumns(manager, boardId);
      const column = findColumn(columns, key);
      if (input.title !== undefined) {
        await manager.update(BoardColumnEntity, { id: column.id }, { title: input.title });
      }
      if (input.position !== undefined) {
        const ids = columns.map((entry) => entry.id);
        await writeColumnOrder(manager, moveWithin(ids, column.id, input.position));
      }
    });
    return this.boards.getBoard(userId, boardId);
  }

  async deleteColumn(userId: number, boardId: number, key: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoard(manager, userId, boardId);
      const columns = await lockedColumns(manager, boardId);
      const column = findColumn(columns, key);
      await assertDeletable(manager, boardId, column, columns.length);
      await manager.delete(BoardColumnEntity, { id: column.id });
      await writeColumnOrder(
        manager,
        columns.filter((entry) => entry.id !== column.id).map((entry) => entry.id),
      );
    });
  }
}

function findColumn(columns: LockedColumn[], key: string): LockedColumn {
  const column = columns.find((entry) => entry.key === key);
  if (!column) throw new NotFoundException('Column not found');
  return column;
}

async function assertDeletable(
  manager: EntityManager,
  boardId: number,
  column: LockedColumn,
  columnCount: number,
): Promise<void> {
  if (columnCount <= 1) {
    throw new ConflictException({
      message: 'A board needs at least one column',
      code: 'last_column',
    });
  }
  const { order } = await lockedItemOrder(manager, boardId);
  const count = order.get(column.id)?.length ?? 0;
  if (count > 0) {
    throw new ConflictException({
      message: `The column '${column.title}' still has ${count} item${count === 1 ? '' : 's'}. Move or remove them before deleting it.`,
      code: 'column_not_empty',
    });
  }
}
