// Draws every raster icon from the logo mark (webapp/public/favicon.svg): the web app's PWA and
// Apple touch icons and the extension's toolbar and store icons. Run `node scripts/make-icons.mjs`
// after changing the mark; the PNGs are committed, so builds need no image tools. sharp comes with
// the backend's dependencies.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(root, 'webapp/public/favicon.svg'), 'utf8');

/** The mark's fill and its inner drawing (everything after the rounded square). */
const fill = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1];
const drawing = mark.slice(mark.indexOf('/>') + 2, mark.lastIndexOf('</svg>'));
if (!fill || !drawing) throw new Error('favicon.svg: expected a rounded <rect> then the drawing');

/**
 * Full-bleed square with the drawing scaled about the centre: Android masks maskable icons to a
 * circle of 80% of the side, and iOS rounds the Apple touch icon's corners itself.
 */
function fullBleed(scale) {
  const offset = 16 - 16 * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${fill}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`
  );
}

async function png(svg, size, file) {
  // Rasterised at the target size (density), not scaled down from a default 32 px raster.
  const body = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 ? false : true })
    .toBuffer();
  writeFileSync(path.join(root, file), body);
  console.log(`${file} ${body.length} bytes`);
}

await png(mark, 192, 'webapp/public/icons/icon-192.png');
await png(mark, 512, 'webapp/public/icons/icon-512.png');
await png(fullBleed(0.75), 512, 'webapp/public/icons/maskable-512.png');
await png(fullBleed(0.9), 180, 'webapp/public/icons/apple-touch-icon.png');
for (const size of [16, 32, 48, 128]) await png(mark, size, `extension/public/icon/${size}.png`);
