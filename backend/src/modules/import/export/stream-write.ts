import type { Writable } from 'node:stream';

/** Thrown when the client went away during a download: nothing more to send, nothing to log. */
export class DownloadAbortedError extends Error {
  constructor() {
    super('The download was aborted');
  }
}

/** Writes a chunk, waiting while the client reads more slowly than the library is read. */
export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new DownloadAbortedError();
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new DownloadAbortedError());
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}
