import type { UserEntity } from '../../users/index.js';

/**
 * One top-level key of the export file: a value read at once, or a list read in batches (anything
 * that can grow with the library), so the file is written without holding it all in memory.
 */
export type ExportSection =
  | { key: string; value: (user: UserEntity) => unknown }
  | { key: string; batches: (user: UserEntity) => AsyncIterable<readonly unknown[]> };
