import { LIMITS } from '@vault/contracts';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateContentDto {
  @IsDefined({ message: 'Invalid URL' })
  @IsString({ message: 'Invalid URL' })
  @MaxLength(8192, { message: 'Invalid URL' })
  url: string;

  /** The extension's DOM snapshot of the page (size-limited). */
  @IsOptional()
  @IsString({ message: 'html must be text' })
  @MaxLength(LIMITS.snapshotHtmlMaxBytes, { message: 'The page snapshot is too large' })
  html?: string;

  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(1000, { message: 'title must be at most 1000 characters' })
  title?: string;
}
