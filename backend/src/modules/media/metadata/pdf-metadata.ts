import { promises as fs } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { type MediaMetadata, NO_METADATA } from './media-metadata.js';

/**
 * The page count. No thumbnail: rendering a page needs a PDF renderer (pdf.js with a native
 * canvas, or MuPDF under the AGPL), too heavy or too restrictive for a preview.
 */
export async function readPdfMetadata(filePath: string): Promise<MediaMetadata> {
  try {
    const document = await PDFDocument.load(await fs.readFile(filePath), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return { ...NO_METADATA, pageCount: document.getPageCount() };
  } catch {
    // A damaged PDF is still the user's file; only its page count is unknown.
    return NO_METADATA;
  }
}
