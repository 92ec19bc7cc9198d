import { SAVED_SEARCH_NAME_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@vault/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const nameTooLong = `A saved search's name can be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`;
const queryTooLong = `A search can be at most ${SEARCH_MAX_LENGTH} characters`;

/** `POST /api/saved-searches {name, query}`. */
export class CreateSavedSearchDto {
  @Transform(trimmed)
  @IsDefined({ message: 'Give the search a name' })
  @IsString({ message: 'The name must be text' })
  @IsNotEmpty({ message: 'Give the search a name' })
  @MaxLength(SAVED_SEARCH_NAME_MAX_LENGTH, { message: nameTooLong })
  name: string;

  @Transform(trimmed)
  @IsDefined({ message: 'There is no search to save' })
  @IsString({ message: 'The search must be text' })
  @IsNotEmpty({ message: 'There is no search to save' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: queryTooLong })
  query: string;
}

/** `PATCH /api/saved-searches/{id} {name?, query?, position?}`. */
export class UpdateSavedSearchDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'The name must be text' })
  @IsNotEmpty({ message: 'Give the search a name' })
  @MaxLength(SAVED_SEARCH_NAME_MAX_LENGTH, { message: nameTooLong })
  name?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'The search must be text' })
  @IsNotEmpty({ message: 'There is no search to save' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: queryTooLong })
  query?: string;

  @IsOptional()
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @Max(10_000, { message: 'position must be at most 10000' })
  position?: number;
}
