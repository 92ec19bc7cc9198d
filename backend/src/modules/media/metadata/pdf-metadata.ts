import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type MediaMetadata, NO_METADATA } from './media-metadata.js';

/** A PDF that takes longer than this to parse keeps an unknown page count. */
const PARSE_TIMEOUT_MS = 15_000;

/**
 * Runs in a worker thread: pdf-lib parses the whole document synchronously, which for a large
 * PDF would stall every other request of this process for seconds.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { PDFDocument } = require(workerData.pdfLib);
PDFDocument.load(readFileSync(workerData.file), {
  ignoreEncryption: true,
  updateMetadata: false,
  throwOnInvalidObject: false,
}).then(
  (document) => parentPort.postMessage(document.getPageCount()),
  () => parentPort.postMessage(null),
);
`;

const pdfLibPath = createRequire(import.meta.url).resolve('pdf-lib');

function countPages(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, pdfLib: pdfLibPath },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const finish = (pages: number | null) => {
      clearTimeout(timer);
      resolve(pages);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(null), PARSE_TIMEOUT_MS);
    worker.once('message', (pages: unknown) =>
      finish(typeof pages === 'number' && pages > 0 ? pages : null),
    );
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}

/**
 * The page count. No thumbnail: rendering a page needs a PDF renderer (pdf.js with a native
 * canvas, or MuPDF under the AGPL), too heavy or too restrictive for a preview.
 */
export async function readPdfMetadata(filePath: string): Promise<MediaMetadata> {
  // A damaged PDF is still the user's file; only its page count is unknown.
  return { ...NO_METADATA, pageCount: await countPages(filePath) };
}
