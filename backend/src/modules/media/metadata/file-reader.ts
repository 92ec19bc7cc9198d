import { promises as fs } from 'node:fs';

/** Random access to a file without loading it: container parsers read headers, never the media. */
export interface FileReader {
  size: number;
  /** Up to `length` bytes at `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
}

export async function withFileReader<T>(
  filePath: string,
  use: (reader: FileReader) => Promise<T>,
): Promise<T> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      read: async (position, length) => {
        const wanted = Math.max(0, Math.min(length, size - position));
        const buffer = Buffer.alloc(wanted);
        const { bytesRead } = await handle.read(buffer, 0, wanted, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
