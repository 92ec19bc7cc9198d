import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Board, type BoardSummary, DEFAULT_BOARD_COLUMNS, LIMITS } from '@vault/contracts';
import { DataSource } from 'typeorm';
import { AccountLedgerService } from '../users/index.js';
import { BoardColumnEntity } from './board-column.entity.js';
import { readBoards, readBoardSummaries } from './board-reader.js';
import { lockBoard } from './board-rows.js';
import { BoardEntity } from './board.entity.js';
import type { CreateBoardDto, UpdateBoardDto } from './dto/board.dto.js';

/** Boards themselves: list, read, create (with the default columns), rename, delete, export. */
@Injectable()
export class KanbanService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: AccountLedgerService,
  ) {}

  listBoards(userId: number): Promise<BoardSummary[]> {
    return readBoardSummaries(this.dataSource.manager, userId);
  }

  async getBoard(userId: number, boardId: number): Promise<Board> {
    const [board] = await readBoards(this.dataSource.manager, userId, boardId);
    if (!board) throw new NotFoundException('Board not found');
    return board;
  }

  /** Every board of the user with its columns and items, for the data export (GDPR). */
  listBoardsForExport(userId: number): Promise<Board[]> {
    return readBoards(this.dataSource.manager, userId);
  }

  async createBoard(userId: number, input: CreateBoardDto): Promise<Board> {
    const boardId = await this.dataSource.transaction(async (manager) => {
      // The user row lock makes the per-user cap hold under concurrent creates.
      await this.ledger.lockAccount(manager, userId);
      const [row]: { count: number }[] = await manager.query(
        `SELECT count(*)::int AS count FROM boards WHERE user_id = $1`,
        [userId],
      );
      if ((row?.count ?? 0) >= LIMITS.boardsPerUserMax) {
        throw new ConflictException({
          message: `You can have at most ${LIMITS.boardsPerUserMax} boards. Delete one to create another.`,
          code: 'board_limit',
        });
      }
      const board = await manager.save(
        manager.create(BoardEntity, {
          userId,
          name: input.name,
          description: input.description || null,
        }),
      );
      await manager.insert(
        BoardColumnEntity,
        DEFAULT_BOARD_COLUMNS.map((column, position) => ({
          boardId: board.id,
          key: column.id,
          title: column.title,
          position,
        })),
      );
      return board.id;
    });
    return this.getBoard(userId, boardId);
  }

  async updateBoard(userId: number, boardId: number, input: UpdateBoardDto): Promise<Board> {
    const changes: Partial<BoardEntity> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description || null;
    if (Object.keys(changes).length > 0) {
      const result = await this.dataSource.manager.update(
        BoardEntity,
        { id: boardId, userId },
        changes,
      );
      if (!result.affected) throw new NotFoundException('Board not found');
    }
    return this.getBoard(userId, boardId);
  }

  /** Deletes the board with its columns and items (the content items stay in the library). */
  async deleteBoard(userId: number, boardId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoard(manager, userId, boardId);
      await manager.delete(BoardEntity, { id: boardId, userId });
    });
  }
}
