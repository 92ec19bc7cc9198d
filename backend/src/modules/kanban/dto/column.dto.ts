import { LIMITS } from '@vault/contracts';
import { Transform } from 'class-transformer';
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

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const titleTooLong = `Column title must be at most ${LIMITS.boardColumnTitleMaxLength} characters`;

/** `POST /api/kanban/boards/{boardId}/columns {title, position?}`. */
export class CreateColumnDto {
  @Transform(trimmed)
  @IsDefined({ message: 'Column title is required' })
  @IsString({ message: 'Column title must be text' })
  @IsNotEmpty({ message: 'Column title is required' })
  @MaxLength(LIMITS.boardColumnTitleMaxLength, { message: titleTooLong })
  title: string;

  @IsOptional()
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @FitsIntegerColumn('position must be a whole number')
  position?: number;
}

/** `PATCH /api/kanban/boards/{boardId}/columns/{columnId} {title?, position?}`. */
export class UpdateColumnDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Column title must be text' })
  @IsNotEmpty({ message: 'Column title is required' })
  @MaxLength(LIMITS.boardColumnTitleMaxLength, { message: titleTooLong })
  title?: string;

  @IsOptional()
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @FitsIntegerColumn('position must be a whole number')
  position?: number;
}
