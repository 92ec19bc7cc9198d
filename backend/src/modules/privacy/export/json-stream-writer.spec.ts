import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ExportAbortedError, JsonStreamWriter } from './json-stream-writer.js';

/** A stream with a tiny buffer that takes each write after a tick, so backpressure happens. */
function slowSink(): { out: Writable; text: () => string; maxBuffered: () => number } {
  let written = '';
  let maxBuffered = 0;
  const out: Writable = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, done) {
      maxBuffered = Math.max(maxBuffered, out.writableLength);
      written += chunk.toString();
      setImmediate(done);
    },
  });
  return { out, text: () => written, maxBuffered: () => maxBuffered };
}

async function* batches<T>(...groups: T[][]): AsyncGenerator<T[]> {
  for (const group of groups) {
    await Promise.resolve(); // as a database read would
    yield group;
  }
}

describe('JsonStreamWriter', () => {
  it('writes one valid JSON object from values and batches', async () => {
    const sink = slowSink();
    const writer = new JsonStreamWriter(sink.out);
    await writer.begin();
    await writer.field('info', { version: 1 });
    expect(await writer.arrayField('items', batches([{ id: 1 }, { id: 2 }], [], [{ id: 3 }]))).toBe(
      3,
    );
    await writer.arrayField('empty', batches());
    await writer.field('missing', undefined);
    await writer.end();
    sink.out.end();
    await finished(sink.out);
    expect(JSON.parse(sink.text())).toEqual({
      info: { version: 1 },
      items: [{ id: 1 }, { id: 2 }, { id: 3 }],
      empty: [],
      missing: null,
    });
  });

  it('waits for the stream to drain instead of buffering everything', async () => {
    const sink = slowSink();
    const writer = new JsonStreamWriter(sink.out);
    const big = Array.from({ length: 50 }, (_, index) => ({ id: index, text: 'x'.repeat(200) }));
    await writer.begin();
    await writer.arrayField('items', batches(big, big, big, big));
    await writer.end();
    sink.out.end();
    await finished(sink.out);
    expect(JSON.parse(sink.text()).items).toHaveLength(200);
    // One batch at most is waiting in the stream at any time, never the whole file.
    expect(sink.maxBuffered()).toBeLessThan(JSON.stringify(big).length * 1.5);
  });

  it('stops reading batches once the download is closed', async () => {
    const sink = slowSink();
    const writer = new JsonStreamWriter(sink.out);
    let read = 0;
    async function* endless(): AsyncGenerator<{ id: number }[]> {
      for (;;) {
        await Promise.resolve();
        read += 1;
        if (read === 3) sink.out.destroy();
        yield [{ id: read }];
      }
    }
    await writer.begin();
    await expect(writer.arrayField('items', endless())).rejects.toBeInstanceOf(ExportAbortedError);
    expect(read).toBeLessThan(5);
  });
});
