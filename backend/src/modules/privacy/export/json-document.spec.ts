import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { jsonDocument } from './json-document.js';

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

describe('jsonDocument', () => {
  it('writes one valid JSON object from values and batches', async () => {
    const sink = slowSink();
    await pipeline(
      Readable.from(
        jsonDocument([
          { key: 'info', value: () => ({ version: 1 }) },
          { key: 'items', batches: () => batches([{ id: 1 }, { id: 2 }], [], [{ id: 3 }]) },
          { key: 'empty', batches: () => batches() },
          { key: 'missing', value: () => Promise.resolve(undefined) },
        ]),
      ),
      sink.out,
    );
    expect(JSON.parse(sink.text())).toEqual({
      info: { version: 1 },
      items: [{ id: 1 }, { id: 2 }, { id: 3 }],
      empty: [],
      missing: null,
    });
  });

  it('reads batches only as fast as the download takes them', async () => {
    const sink = slowSink();
    const big = Array.from({ length: 50 }, (_, index) => ({ id: index, text: 'x'.repeat(200) }));
    let read = 0;
    let mostAhead = 0;
    async function* counted(): AsyncGenerator<typeof big> {
      for (let index = 0; index < 40; index += 1) {
        await Promise.resolve();
        read += 1;
        mostAhead = Math.max(mostAhead, read * JSON.stringify(big).length - sink.text().length);
        yield big;
      }
    }
    await pipeline(Readable.from(jsonDocument([{ key: 'items', batches: counted }])), sink.out);
    expect(JSON.parse(sink.text()).items).toHaveLength(2000);
    // A bounded number of batches is ever ahead of the download, never the whole file.
    expect(mostAhead).toBeLessThan(20 * JSON.stringify(big).length);
    expect(sink.maxBuffered()).toBeLessThan(JSON.stringify(big).length * 1.5);
  });

  it('stops reading batches once the download is closed', async () => {
    const sink = slowSink();
    let read = 0;
    async function* endless(): AsyncGenerator<{ id: number }[]> {
      for (;;) {
        await Promise.resolve();
        read += 1;
        if (read === 3) sink.out.destroy();
        yield [{ id: read }];
      }
    }
    await expect(
      pipeline(Readable.from(jsonDocument([{ key: 'items', batches: endless }])), sink.out),
    ).rejects.toThrow(/premature close/i);
    expect(read).toBeLessThan(20);
  });
});
