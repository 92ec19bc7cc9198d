// The kanban module's public surface: other modules import only from here. It owns `boards`,
// `board_columns` and `board_items`.
export { KanbanCoreModule, KanbanModule } from './kanban.module.js';
export { KanbanService } from './kanban.service.js';
export { BoardItemsService } from './board-items.service.js';
