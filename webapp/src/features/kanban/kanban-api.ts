import type {
  AddBoardItemRequest,
  AddBoardItemsRequest,
  AddBoardItemsResponse,
  Board,
  BoardItem,
  BoardSummary,
  CreateBoardColumnRequest,
  CreateBoardRequest,
  MoveBoardItemRequest,
  RemoveBoardItemsRequest,
  UpdateBoardColumnRequest,
  UpdateBoardRequest,
} from '@vault/contracts';
import { apiGet, apiSend } from '../../lib/api';

/** The Kanban calls (spec 7, plus rename, delete, columns and removing an item). */

export function fetchBoards(): Promise<BoardSummary[]> {
  return apiGet<BoardSummary[]>('/api/kanban/boards');
}

export function fetchBoard(id: number): Promise<Board> {
  return apiGet<Board>(`/api/kanban/boards/${id}`);
}

export function createBoard(body: CreateBoardRequest): Promise<Board> {
  return apiSend<Board>('POST', '/api/kanban/boards', body);
}

export function updateBoard(id: number, body: UpdateBoardRequest): Promise<Board> {
  return apiSend<Board>('PATCH', `/api/kanban/boards/${id}`, body);
}

export async function deleteBoard(id: number): Promise<void> {
  await apiSend('DELETE', `/api/kanban/boards/${id}`);
}

export function addColumn(boardId: number, body: CreateBoardColumnRequest): Promise<Board> {
  return apiSend<Board>('POST', `/api/kanban/boards/${boardId}/columns`, body);
}

export function updateColumn(
  boardId: number,
  columnId: string,
  body: UpdateBoardColumnRequest,
): Promise<Board> {
  return apiSend<Board>(
    'PATCH',
    `/api/kanban/boards/${boardId}/columns/${encodeURIComponent(columnId)}`,
    body,
  );
}

export async function deleteColumn(boardId: number, columnId: string): Promise<void> {
  await apiSend('DELETE', `/api/kanban/boards/${boardId}/columns/${encodeURIComponent(columnId)}`);
}

export function addBoardItem(boardId: number, body: AddBoardItemRequest): Promise<BoardItem> {
  return apiSend<BoardItem>('POST', `/api/kanban/boards/${boardId}/items`, body);
}

export function moveBoardItem(itemId: number, body: MoveBoardItemRequest): Promise<Board> {
  return apiSend<Board>('PATCH', `/api/kanban/items/${itemId}/move`, body);
}

export async function removeBoardItem(itemId: number): Promise<void> {
  await apiSend('DELETE', `/api/kanban/items/${itemId}`);
}

export function addBoardItems(
  boardId: number,
  body: AddBoardItemsRequest,
): Promise<AddBoardItemsResponse> {
  return apiSend<AddBoardItemsResponse>('POST', `/api/kanban/boards/${boardId}/items/bulk`, body);
}

export async function removeBoardItems(
  boardId: number,
  body: RemoveBoardItemsRequest,
): Promise<void> {
  await apiSend('POST', `/api/kanban/boards/${boardId}/items/remove`, body);
}
