import type { Writable } from 'node:stream';

/** The download was closed before the export finished (the person cancelled it). */
export class ExportAbortedError extends Error {
  constructor() {
    super('The export download was closed');
  }
}

function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
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
      reject(new ExportAbortedError());
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Writes one JSON object to a stream piece by piece, waiting whenever the stream's buffer is full,
 * so a slow download holds back reading instead of filling memory.
 */
export class JsonStreamWriter {
  private fields = 0;

  constructor(private readonly out: Writable) {}

  async begin(): Promise<void> {
    await this.write('{');
  }

  /** `"key": value` for a value read at once. */
  async field(key: string, value: unknown): Promise<void> {
    await this.write(
      `${this.separator()}\n${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}`,
    );
  }

  /** `"key": [ … ]` filled from batches, one element per line. */
  async arrayField(key: string, batches: AsyncIterable<readonly unknown[]>): Promise<number> {
    await this.write(`${this.separator()}\n${JSON.stringify(key)}: [`);
    let count = 0;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const lines = batch.map((element) => JSON.stringify(element)).join(',\n');
      await this.write(`${count === 0 ? '\n' : ',\n'}${lines}`);
      count += batch.length;
    }
    await this.write(count === 0 ? ']' : '\n]');
    return count;
  }

  async end(): Promise<void> {
    await this.write('\n}\n');
  }

  private separator(): string {
    this.fields += 1;
    return this.fields === 1 ? '' : ',';
  }

  private async write(text: string): Promise<void> {
    if (this.out.destroyed || this.out.writableEnded) throw new ExportAbortedError();
    if (!this.out.write(text)) await drained(this.out);
  }
}
