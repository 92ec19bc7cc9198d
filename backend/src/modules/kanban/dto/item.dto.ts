import { BULK_ITEMS_MAX } from '@vault/contracts';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { FitsIntegerColumn, PG_INTEGER_MAX } from '../../../common/http/integer-range.js';

/** `POST /api/kanban/boards/{boardId}/items {contentId, columnId, position}`. */
export class AddItemDto {
  @IsDefined({ message: 'contentId is required' })
  @IsInt({ message: 'contentId must be a whole number' })
  @Min(1, { message: 'contentId must be a whole number' })
  @FitsIntegerColumn('contentId must be a whole number')
  contentId: number;

  @IsDefined({ message: 'columnId is required' })
  @IsString({ message: 'columnId must be text' })
  @IsNotEmpty({ message: 'columnId is required' })
  @MaxLength(64, { message: 'columnId is not a column of this board' })
  columnId: string;

  /** 0 = top (the spec's default); past the end means last. */
  @IsOptional()
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @FitsIntegerColumn('position must be a whole number')
  position?: number;
}

/** `PATCH /api/kanban/items/{id}/move {columnId, position}`. */
export class MoveItemDto {
  @IsDefined({ message: 'columnId is required' })
  @IsString({ message: 'columnId must be text' })
  @IsNotEmpty({ message: 'columnId is required' })
  @MaxLength(64, { message: 'columnId is not a column of this board' })
  columnId: string;

  @IsDefined({ message: 'position is required' })
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @FitsIntegerColumn('position must be a whole number')
  position: number;
}

const tooMany = `At most ${BULK_ITEMS_MAX.toLocaleString('en-US')} items can be added at once`;

/** `POST /api/kanban/boards/{boardId}/items/bulk {contentIds, columnId}`. */
export class AddItemsDto {
  @IsDefined({ message: 'contentIds is required' })
  @ArrayNotEmpty({ message: 'Select at least one item' })
  @ArrayMaxSize(BULK_ITEMS_MAX, { message: tooMany })
  @IsInt({ each: true, message: 'Each content id must be a whole number' })
  @Min(1, { each: true, message: 'Each content id must be a whole number' })
  @Max(PG_INTEGER_MAX, { each: true, message: 'Each content id must be a whole number' })
  // Last, so it is checked first: a value that is no list is reported as such.
  @IsArray({ message: 'contentIds must be a list of item ids' })
  contentIds: number[];

  @IsDefined({ message: 'columnId is required' })
  @IsString({ message: 'columnId must be text' })
  @IsNotEmpty({ message: 'columnId is required' })
  @MaxLength(64, { message: 'columnId is not a column of this board' })
  columnId: string;
}

/** `POST /api/kanban/boards/{boardId}/items/remove {itemIds}`: the Undo of a bulk add. */
export class RemoveItemsDto {
  @IsDefined({ message: 'itemIds is required' })
  @ArrayNotEmpty({ message: 'Name at least one board item' })
  @ArrayMaxSize(BULK_ITEMS_MAX, { message: tooMany })
  @IsInt({ each: true, message: 'Each board item id must be a whole number' })
  @Min(1, { each: true, message: 'Each board item id must be a whole number' })
  @Max(PG_INTEGER_MAX, { each: true, message: 'Each board item id must be a whole number' })
  // Last, so it is checked first: a value that is no list is reported as such.
  @IsArray({ message: 'itemIds must be a list of board item ids' })
  itemIds: number[];
}
