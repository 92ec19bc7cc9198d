import { describe, expect, it } from 'vitest';
import { mp4, webm } from '../../../../test/media/media-fixtures.js';
import type { FileReader } from './file-reader.js';
import { readMp4Info } from './mp4-metadata.js';
import { readWebmInfo } from './webm-metadata.js';

const reader = (bytes: Buffer): FileReader => ({
  size: bytes.length,
  read: (position, length) => Promise.resolve(bytes.subarray(position, position + length)),
});

describe('readMp4Info', () => {
  it('reads duration and the video track size, skipping the audio track', async () => {
    const file = mp4({ timescale: 90_000, duration: 900_000, width: 1280, height: 720 });
    expect(await readMp4Info(reader(file))).toEqual({ duration: 10, width: 1280, height: 720 });
  });

  it('finds the movie box after the media data, and turns a quarter-turned track', async () => {
    const file = mp4({
      brand: 'qt  ',
      timescale: 600,
      duration: 300,
      width: 1920,
      height: 1080,
      quarterTurn: true,
      moovLast: true,
    });
    expect(await readMp4Info(reader(file))).toEqual({ duration: 0.5, width: 1080, height: 1920 });
  });

  it('gives unknowns, not an error, for a file cut short or without a movie box', async () => {
    const file = mp4({ timescale: 1000, duration: 1000, width: 10, height: 10, moovLast: true });
    const unknown = { duration: null, width: null, height: null };
    expect(await readMp4Info(reader(file.subarray(0, file.length - 50)))).toEqual(unknown);
    expect(await readMp4Info(reader(file.subarray(0, 40)))).toEqual(unknown);
  });
});

describe('readWebmInfo', () => {
  it('reads duration and frame size', async () => {
    const file = webm({ durationMs: 61_500, width: 854, height: 480 });
    expect(await readWebmInfo(reader(file))).toEqual({ duration: 61.5, width: 854, height: 480 });
  });

  it('reads the frame size of a live recording without a duration', async () => {
    const file = webm({ durationMs: null, width: 640, height: 360, live: true });
    expect(await readWebmInfo(reader(file))).toEqual({ duration: null, width: 640, height: 360 });
  });

  it('gives unknowns for a file cut inside its header', async () => {
    const file = webm({ durationMs: 1000, width: 640, height: 360 });
    expect(await readWebmInfo(reader(file.subarray(0, 30)))).toEqual({
      duration: null,
      width: null,
      height: null,
    });
  });
});
