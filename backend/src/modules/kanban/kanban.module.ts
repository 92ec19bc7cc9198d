import { Module } from '@nestjs/common';
import { ContentCoreModule } from '../content/index.js';
import { PlansCoreModule } from '../plans/index.js';
import { UsersCoreModule } from '../users/index.js';
import { BoardColumnsService } from './board-columns.service.js';
import { BoardItemsService } from './board-items.service.js';
import { KanbanController } from './kanban.controller.js';
import { KanbanService } from './kanban.service.js';

/**
 * Kanban boards, their columns and items. Exports `KanbanService` (read side, data export) and
 * `BoardItemsService` (feeds add their new entries to a column).
 */
@Module({
  imports: [PlansCoreModule, ContentCoreModule, UsersCoreModule],
  providers: [KanbanService, BoardItemsService],
  exports: [KanbanService, BoardItemsService],
})
export class KanbanCoreModule {}

/** The kanban module with its HTTP routes. */
@Module({
  imports: [KanbanCoreModule],
  controllers: [KanbanController],
  providers: [BoardColumnsService],
  exports: [KanbanCoreModule],
})
export class KanbanModule {}
