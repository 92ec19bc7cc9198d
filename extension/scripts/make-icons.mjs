// Draws the toolbar and store icons (public/icon/<size>.png): a vault door, a blue rounded square
// with two hinges and a white dial whose three-spoke handle ends in knobs. Run
// `node scripts/make-icons.mjs` after changing the drawing; the PNGs are committed, so builds need
// no image tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 128];
const SAMPLES = 4; // supersampling per axis, for smooth edges
const BLUE = [43, 108, 176];
const WHITE = [255, 255, 255];

/** Shape coverage at a point of the unit square (0..1 on both axes). */
function colourAt(x, y) {
  const cx = x - 0.5;
  const cy = y - 0.5;
  // Rounded square: the door.
  const half = 0.5;
  const radius = 0.2;
  const qx = Math.max(Math.abs(cx) - (half - radius), 0);
  const qy = Math.max(Math.abs(cy) - (half - radius), 0);
  if (Math.hypot(qx, qy) > radius) return null;
  const distance = Math.hypot(cx, cy);
  // The dial's ring and hub.
  if (distance > 0.25 && distance < 0.34) return WHITE;
  if (distance < 0.085) return WHITE;
  // The handle: three spokes from the hub through the ring, each ending in a knob.
  for (const angle of [Math.PI / 2, (7 * Math.PI) / 6, (11 * Math.PI) / 6]) {
    const dx = Math.cos(angle);
    const dy = -Math.sin(angle);
    const along = cx * dx + cy * dy;
    const across = Math.abs(-cx * dy + cy * dx);
    if (along > 0 && along < 0.4 && across < 0.035) return WHITE;
    if (Math.hypot(cx - 0.4 * dx, cy - 0.4 * dy) < 0.055) return WHITE;
  }
  // Two hinges on the left edge.
  if (x > 0.04 && x < 0.1 && ((y > 0.2 && y < 0.32) || (y > 0.68 && y < 0.8))) return WHITE;
  return BLUE;
}

function pixels(size) {
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = 1 + px * 4;
      if (a > 0) {
        row[offset] = Math.round(r / a);
        row[offset + 1] = Math.round(g / a);
        row[offset + 2] = Math.round(b / a);
        row[offset + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
      }
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icon');
mkdirSync(outDir, { recursive: true });
for (const size of SIZES) writeFileSync(path.join(outDir, `${size}.png`), png(size));
console.log(`Wrote ${SIZES.map((size) => `${size}.png`).join(', ')} to ${outDir}`);
