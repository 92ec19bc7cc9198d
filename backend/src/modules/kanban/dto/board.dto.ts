import { LIMITS } from '@vault/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const nameTooLong = `Board name must be at most ${LIMITS.boardNameMaxLength} characters`;
const descriptionTooLong = `Description must be at most ${LIMITS.boardDescriptionMaxLength} characters`;

/** `POST /api/kanban/boards {name, description?}` (spec 5: name required after trimming). */
export class CreateBoardDto {
  @Transform(trimmed)
  @IsDefined({ message: 'Board name is required' })
  @IsString({ message: 'Board name must be text' })
  @IsNotEmpty({ message: 'Board name is required' })
  @MaxLength(LIMITS.boardNameMaxLength, { message: nameTooLong })
  name: string;

  /** Trimmed; blank means none. */
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Description must be text' })
  @MaxLength(LIMITS.boardDescriptionMaxLength, { message: descriptionTooLong })
  description?: string | null;
}

/** `PATCH /api/kanban/boards/{id} {name?, description?}`. */
export class UpdateBoardDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Board name must be text' })
  @IsNotEmpty({ message: 'Board name is required' })
  @MaxLength(LIMITS.boardNameMaxLength, { message: nameTooLong })
  name?: string;

  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'Description must be text' })
  @MaxLength(LIMITS.boardDescriptionMaxLength, { message: descriptionTooLong })
  description?: string | null;
}
