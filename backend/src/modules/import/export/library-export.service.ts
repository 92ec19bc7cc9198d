import { Injectable } from '@nestjs/common';
import type { ExportFormat } from '@vault/contracts';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { ContentService } from '../../content/index.js';
import { csvHeader, csvItemRows } from './csv-writer.js';
import { markdownDocument, markdownFileName } from './markdown-writer.js';
import { NETSCAPE_FOOTER, NETSCAPE_HEADER, netscapeEntry } from './netscape-writer.js';
import { writeChunk } from './stream-write.js';

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
  constructor(private readonly content: ContentService) {}

  async write(userId: number, format: ExportFormat, out: Writable): Promise<void> {
    if (format === 'markdown') return this.writeMarkdownZip(userId, out);
    await writeChunk(out, format === 'netscape' ? NETSCAPE_HEADER : csvHeader());
    for await (const items of this.content.exportBatches(userId)) {
      const chunk = format === 'netscape' ? items.map(netscapeEntry).join('') : csvItemRows(items);
      await writeChunk(out, chunk);
    }
    if (format === 'netscape') await writeChunk(out, NETSCAPE_FOOTER);
  }

  /** One Markdown file per item; each batch is zipped before the next is read. */
  private async writeMarkdownZip(userId: number, out: Writable): Promise<void> {
    const zip = new yazl.ZipFile();
    zip.outputStream.pipe(out, { end: false });
    const written = finished(zip.outputStream);
    for await (const items of this.content.exportBatches(userId)) {
      const entries = items.map((item) => {
        const stream = Readable.from([Buffer.from(markdownDocument(item), 'utf8')]);
        zip.addReadStream(stream, markdownFileName(item), { mtime: new Date(item.savedAt) });
        return finished(stream);
      });
      await Promise.all(entries);
      if (out.destroyed) break;
    }
    zip.end();
    await written;
  }
}
