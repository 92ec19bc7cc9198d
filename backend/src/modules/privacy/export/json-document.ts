/** One field of a JSON object: a value read at once, or an array read in batches. */
export type JsonField =
  | { key: string; value: () => unknown }
  | { key: string; batches: () => AsyncIterable<readonly unknown[]> };

/**
 * One JSON object as text, a field (or a batch of an array) at a time. Consumed through a
 * stream (`Readable.from`), each batch is read only when the download has taken the last, so a
 * slow download holds back reading instead of filling memory, and a closed one stops it.
 */
export async function* jsonDocument(fields: Iterable<JsonField>): AsyncGenerator<string> {
  yield '{';
  let separator = '';
  for (const field of fields) {
    const key = `${separator}\n${JSON.stringify(field.key)}: `;
    separator = ',';
    if ('value' in field) {
      yield `${key}${JSON.stringify((await field.value()) ?? null)}`;
      continue;
    }
    yield `${key}[`;
    let count = 0;
    for await (const batch of field.batches()) {
      if (batch.length === 0) continue;
      const lines = batch.map((element) => JSON.stringify(element)).join(',\n');
      yield `${count === 0 ? '\n' : ',\n'}${lines}`;
      count += batch.length;
    }
    yield count === 0 ? ']' : '\n]';
  }
  yield '\n}\n';
}
