import {
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { FitsIntegerColumn } from '../../../common/http/integer-range.js';

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
