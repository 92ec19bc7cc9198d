import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { AddBoardItemsResponse, Board, BoardItem, BoardSummary } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RequiresPaidPlan } from '../plans/index.js';
import type { UserEntity } from '../users/index.js';
import { BoardColumnsService } from './board-columns.service.js';
import { BoardItemsService } from './board-items.service.js';
import { CreateBoardDto, UpdateBoardDto } from './dto/board.dto.js';
import { CreateColumnDto, UpdateColumnDto } from './dto/column.dto.js';
import { AddItemDto, AddItemsDto, MoveItemDto, RemoveItemsDto } from './dto/item.dto.js';
import { KanbanService } from './kanban.service.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';

/** Kanban boards (spec 2.14, 7): Pro and Premium only; anyone else's board answers 404. */
@Controller('kanban')
@RequiresPaidPlan('boards')
export class KanbanController {
  constructor(
    private readonly boards: KanbanService,
    private readonly columns: BoardColumnsService,
    private readonly items: BoardItemsService,
  ) {}

  @Get('boards')
  list(@CurrentUser() user: UserEntity): Promise<BoardSummary[]> {
    return this.boards.listBoards(user.id);
  }

  @Post('boards')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateBoardDto): Promise<Board> {
    return this.boards.createBoard(user.id, body);
  }

  @Get('boards/:id')
  get(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<Board> {
    return this.boards.getBoard(user.id, id);
  }

  @Patch('boards/:id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateBoardDto,
  ): Promise<Board> {
    return this.boards.updateBoard(user.id, id, body);
  }

  @Delete('boards/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.boards.deleteBoard(user.id, id);
  }

  @Post('boards/:boardId/columns')
  addColumn(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Body() body: CreateColumnDto,
  ): Promise<Board> {
    return this.columns.addColumn(user.id, boardId, body);
  }

  @Patch('boards/:boardId/columns/:columnId')
  updateColumn(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Param('columnId') columnId: string,
    @Body() body: UpdateColumnDto,
  ): Promise<Board> {
    return this.columns.updateColumn(user.id, boardId, columnId, body);
  }

  @Delete('boards/:boardId/columns/:columnId')
  @HttpCode(204)
  removeColumn(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Param('columnId') columnId: string,
  ): Promise<void> {
    return this.columns.deleteColumn(user.id, boardId, columnId);
  }

  @Post('boards/:boardId/items')
  addItem(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Body() body: AddItemDto,
  ): Promise<BoardItem> {
    return this.items.addItem(user.id, boardId, body);
  }

  /** Bulk add from the library's selection: 200 with what was added and what already was. */
  @Post('boards/:boardId/items/bulk')
  @HttpCode(200)
  addItems(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Body() body: AddItemsDto,
  ): Promise<AddBoardItemsResponse> {
    return this.items.addItems(user.id, boardId, body);
  }

  @Post('boards/:boardId/items/remove')
  @HttpCode(204)
  removeItems(
    @CurrentUser() user: UserEntity,
    @Param('boardId', ParseIdPipe) boardId: number,
    @Body() body: RemoveItemsDto,
  ): Promise<void> {
    return this.items.removeItems(user.id, boardId, body);
  }

  @Patch('items/:id/move')
  move(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MoveItemDto,
  ): Promise<Board> {
    return this.items.moveItem(user.id, id, body);
  }

  @Delete('items/:id')
  @HttpCode(204)
  removeItem(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.items.removeItem(user.id, id);
  }
}
