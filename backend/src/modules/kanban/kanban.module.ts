import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { PlansModule } from '../plans/index.js';
import { UsersModule } from '../users/index.js';
import { BoardColumnsService } from './board-columns.service.js';
import { BoardItemsService } from './board-items.service.js';
import { KanbanController } from './kanban.controller.js';
import { KanbanService } from './kanban.service.js';

/**
 * Kanban boards, their columns and items. Exports `KanbanService` (read side, data export) and
 * `BoardItemsService` (feeds add their new entries to a column).
 */
@Module({
  imports: [PlansModule, ContentModule, UsersModule],
  controllers: [KanbanController],
  providers: [KanbanService, BoardColumnsService, BoardItemsService],
  exports: [KanbanService, BoardItemsService],
})
export class KanbanModule {}
