import { describe, expect, it } from 'vitest';
import { exportFileName } from './privacy.controller.js';

describe('exportFileName', () => {
  it('names the file by the moment, without characters file systems refuse', () => {
    expect(exportFileName(new Date('2026-11-22T05:30:07.123Z'))).toBe(
      'vault-export-2026-11-22T05-30-07Z.json',
    );
  });
});
