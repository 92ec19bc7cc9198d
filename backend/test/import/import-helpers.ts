import type { ImportJobDetail } from '@vault/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type request from 'supertest';
import { expect } from 'vitest';
import { drainJobs, sql } from '../support/library.js';
import type { TestApp } from '../support/test-app.js';

export type Agent = ReturnType<TestApp['agent']>;

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function readFixture(name: string): Promise<Buffer> {
  return fs.readFile(path.join(FIXTURES, name));
}

export function upload(agent: Agent, content: Buffer | string, fileName = 'export.dat') {
  return agent
    .post('/api/import')
    .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName);
}

/** Uploads a file, expects it accepted, and waits until the import and its queued work are done. */
export async function importFile(
  testApp: TestApp,
  agent: Agent,
  content: Buffer | string,
  fileName?: string,
): Promise<ImportJobDetail> {
  const started = await upload(agent, content, fileName).expect(202);
  const id = (started.body as { id: number }).id;
  await drainJobs(testApp);
  const detail = (await agent.get(`/api/import/${id}`).expect(200)).body as ImportJobDetail;
  expect(detail.status).toBe('completed');
  return detail;
}

export interface LibraryRow {
  url: string;
  title: string | null;
  custom_tags: string[] | null;
  is_favorite: boolean;
  is_read: boolean;
  quick_note: string | null;
  saved_at: Date;
  extraction_status: string;
}

export function libraryOf(testApp: TestApp, userId: number): Promise<LibraryRow[]> {
  return sql<LibraryRow>(
    testApp,
    `SELECT url, title, custom_tags, is_favorite, is_read, quick_note, saved_at, extraction_status
       FROM content_items WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
}

/** Supertest's parser for a download: the body as a Buffer. */
export function asBuffer(
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
