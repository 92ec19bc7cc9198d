import { Injectable } from '@nestjs/common';
import type { ExportFormat } from '@vault/contracts';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { ContentService } from '../../content/index.js';
import { HighlightsService } from '../../highlights/index.js';
import { csvHeader, csvItemRows } from './csv-writer.js';
import { markdownDocument, markdownFileName } from './markdown-writer.js';
import { NETSCAPE_FOOTER, NETSCAPE_HEADER, netscapeEntry } from './netscape-writer.js';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  netscape: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  markdown: 'application/zip',
};

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  netscape: 'html',
  csv: 'csv',
  markdown: 'zip',
};

/** The library in an open format, written a batch at a time: memory stays flat however large it is. */
@Injectable()
export class LibraryExportService {
  constructor(
    private readonly content: ContentService,
    private readonly highlights: HighlightsService,
  ) {}

  /**
   * The export as a stream, read a batch of the library at a time as the download takes it (the
   * caller pipes it to the response with `pipeline`).
   */
  stream(userId: number, format: ExportFormat): Readable {
    if (format === 'markdown') return this.markdownZip(userId);
    return Readable.from(this.textChunks(userId, format));
  }

  private async *textChunks(userId: number, format: 'netscape' | 'csv'): AsyncGenerator<string> {
    yield format === 'netscape' ? NETSCAPE_HEADER : csvHeader();
    for await (const items of this.content.exportBatches(userId))
      yield format === 'netscape' ? items.map(netscapeEntry).join('') : csvItemRows(items);
    if (format === 'netscape') yield NETSCAPE_FOOTER;
  }

  /**
   * One Markdown file per item; each batch is added once the zip has taken the last one, which
   * it does only as fast as its output is read.
   */
  private markdownZip(userId: number): Readable {
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as Readable;
    void (async () => {
      for await (const items of this.content.exportBatches(userId)) {
        if (output.destroyed) return;
        const highlights = await this.highlights.forItems(
          userId,
          items.map((item) => item.id),
        );
        const entries = items.map((item) => {
          const document = markdownDocument(item, highlights.get(item.id) ?? []);
          const stream = Readable.from([Buffer.from(document, 'utf8')]);
          zip.addReadStream(stream, markdownFileName(item), { mtime: new Date(item.savedAt) });
          return finished(stream);
        });
        await Promise.all(entries);
      }
      zip.end();
    })().catch((error: unknown) => output.destroy(error instanceof Error ? error : undefined));
    return output;
  }
}
