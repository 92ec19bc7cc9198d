// Draws the waitlist page's product illustration (webapp/src/features/waitlist/illustrations/library-<mode>.svg):
// the library's card grid in the platforms' colours with the browser extension's popup saving a
// page, in the light and the dark palette of docs/design.md. Run
// `node scripts/make-illustrations.mjs` after changing the drawing; the SVGs are committed.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'webapp/src/features/waitlist/illustrations');

const PALETTES = {
  light: {
    backdrop: '#ebe7ff',
    window: '#ffffff',
    chrome: '#f2f1f6',
    border: '#e4e2ec',
    text: '#19171f',
    muted: '#a19dae',
    faint: '#e4e2ec',
    card: '#ffffff',
    brand: '#6541e6',
    brandSubtle: '#f4f2ff',
    x: '#0f1419',
    xText: '#ffffff',
    success: '#15803d',
  },
  dark: {
    backdrop: '#231455',
    window: '#110f16',
    chrome: '#19171f',
    border: '#28252f',
    text: '#f9f9fb',
    muted: '#726e80',
    faint: '#28252f',
    card: '#19171f',
    brand: '#6541e6',
    brandSubtle: '#231455',
    x: '#eff3f4',
    xText: '#0f1419',
    success: '#4ade80',
  },
};

const PLATFORMS = {
  youtube: { fill: '#cc0000', label: 'YouTube', width: 62 },
  linkedin: { fill: '#0a66c2', label: 'LinkedIn', width: 62 },
  reddit: { fill: '#d93a00', label: 'Reddit', width: 52 },
  instagram: { fill: 'url(#instagram)', label: 'Instagram', width: 70 },
  github: { fill: null, label: 'GitHub', width: 54 },
  x: { fill: null, label: 'X', width: 26 },
};

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

const MARK =
  '<rect width="32" height="32" rx="8" fill="#6541e6"/><path d="M10.5 6h11A1.5 1.5 0 0 1 23 7.5v18.1a.9.9 0 0 1-1.4.75L16 22.5l-5.6 3.85a.9.9 0 0 1-1.4-.75V7.5A1.5 1.5 0 0 1 10.5 6z" fill="#fff"/><circle cx="16" cy="12.4" r="3" fill="#6541e6"/><path d="M14.7 14.2h2.6l.9 4.6h-4.4z" fill="#6541e6"/>';

function chip(p, platform, x, y) {
  const { fill, label, width } = PLATFORMS[platform];
  // X and GitHub: black marks on a light page, white ones on a dark page.
  const bg = fill ?? p.x;
  const fg = fill ? '#ffffff' : p.xText;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="20" rx="10" fill="${bg}"/>` +
    `<text x="${x + width / 2}" y="${y + 14}" text-anchor="middle" font-size="11" font-weight="600" fill="${fg}" ${FONT}>${label}</text>`
  );
}

/** One saved item: a picture (or none), its platform, two lines of title, a line of source. */
function card(p, { x, y, platform, picture, lines }) {
  const w = 220;
  const pictureHeight = picture ? 96 : 0;
  const h = 64 + pictureHeight + lines * 14;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${p.card}" stroke="${p.border}"/>`,
  ];
  if (picture) {
    parts.push(
      `<path d="M${x} ${y + 12}a12 12 0 0 1 12-12h${w - 24}a12 12 0 0 1 12 12v${pictureHeight - 12}h-${w}z" fill="${picture}"/>`,
    );
  }
  const top = y + pictureHeight + 14;
  parts.push(chip(p, platform, x + 14, top));
  for (let line = 0; line < lines; line += 1) {
    const lineWidth = line === lines - 1 ? 120 : 188;
    parts.push(
      `<rect x="${x + 14}" y="${top + 32 + line * 14}" width="${lineWidth}" height="8" rx="4" fill="${p.text}" opacity="0.8"/>`,
    );
  }
  parts.push(
    `<rect x="${x + 14}" y="${top + 38 + lines * 14}" width="90" height="6" rx="3" fill="${p.muted}"/>`,
  );
  return { svg: parts.join(''), bottom: y + h };
}

function illustration(mode) {
  const p = PALETTES[mode];
  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" width="960" height="600">`,
    `<defs><linearGradient id="instagram" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#c13584"/><stop offset="0.6" stop-color="#833ab4"/><stop offset="1" stop-color="#5851db"/></linearGradient>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9b83fc"/><stop offset="1" stop-color="#5431c9"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#0a66c2"/></linearGradient>`,
    `<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#d93a00"/></linearGradient>`,
    `<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#110f16" flood-opacity="0.28"/></filter>`,
    `<clipPath id="frame"><rect width="960" height="600" rx="24"/></clipPath></defs>`,
    `<g clip-path="url(#frame)"><rect width="960" height="600" fill="${p.backdrop}"/>`,
  );
  // The app window.
  parts.push(
    `<rect x="40" y="36" width="800" height="600" rx="16" fill="${p.window}" stroke="${p.border}"/>`,
    `<path d="M40 52a16 16 0 0 1 16-16h768a16 16 0 0 1 16 16v20h-800z" fill="${p.chrome}"/>`,
    ...[0, 1, 2].map(
      (n) => `<circle cx="${64 + n * 18}" cy="54" r="5" fill="${p.muted}" opacity="0.6"/>`,
    ),
    `<rect x="300" y="45" width="280" height="18" rx="9" fill="${p.window}" stroke="${p.border}"/>`,
    `<g transform="translate(64 92) scale(0.875)">${MARK}</g>`,
    `<text x="100" y="112" font-size="18" font-weight="700" fill="${p.text}" ${FONT}>Vault</text>`,
    `<rect x="460" y="92" width="260" height="30" rx="8" fill="${p.window}" stroke="${p.border}"/>`,
    `<text x="474" y="112" font-size="12" fill="${p.muted}" ${FONT}>Search your library</text>`,
    `<rect x="732" y="92" width="84" height="30" rx="8" fill="${p.brand}"/>`,
    `<text x="774" y="112" text-anchor="middle" font-size="12" font-weight="600" fill="#ffffff" ${FONT}>+ Add</text>`,
    `<text x="64" y="160" font-size="22" font-weight="700" fill="${p.text}" ${FONT}>Your Vault</text>`,
  );
  // Filter chips.
  let chipX = 64;
  parts.push(
    `<rect x="${chipX}" y="178" width="84" height="24" rx="12" fill="${p.brand}"/>`,
    `<text x="${chipX + 42}" y="194" text-anchor="middle" font-size="11" font-weight="600" fill="#ffffff" ${FONT}>All Content</text>`,
  );
  chipX += 94;
  for (const platform of ['youtube', 'linkedin', 'reddit', 'instagram', 'x']) {
    const { width, label } = PLATFORMS[platform];
    parts.push(
      `<rect x="${chipX}" y="178" width="${width + 18}" height="24" rx="12" fill="none" stroke="${p.border}"/>`,
      `<circle cx="${chipX + 12}" cy="190" r="4" fill="${PLATFORMS[platform].fill ?? p.x}"/>`,
      `<text x="${chipX + 20}" y="194" font-size="11" font-weight="600" fill="${p.text}" ${FONT}>${label}</text>`,
    );
    chipX += width + 28;
  }
  // Three columns of cards, top-aligned (masonry).
  const columns = [
    [
      { platform: 'youtube', picture: 'url(#sky)', lines: 2 },
      { platform: 'github', picture: null, lines: 3 },
    ],
    [
      { platform: 'linkedin', picture: null, lines: 3 },
      { platform: 'instagram', picture: 'url(#sun)', lines: 1 },
    ],
    [
      { platform: 'reddit', picture: 'url(#sea)', lines: 2 },
      { platform: 'x', picture: null, lines: 2 },
    ],
  ];
  for (const [index, column] of columns.entries()) {
    let y = 220;
    for (const entry of column) {
      const drawn = card(p, { x: 64 + index * 240, y, ...entry });
      parts.push(drawn.svg);
      y = drawn.bottom + 16;
    }
  }
  // The extension's popup, over the window's corner.
  const px = 600;
  const py = 300;
  parts.push(
    `<g filter="url(#lift)"><rect x="${px}" y="${py}" width="320" height="236" rx="14" fill="${p.window}" stroke="${p.border}"/></g>`,
    `<g transform="translate(${px + 18} ${py + 16}) scale(0.75)">${MARK}</g>`,
    `<text x="${px + 50}" y="${py + 34}" font-size="16" font-weight="700" fill="${p.text}" ${FONT}>Vault</text>`,
    `<rect x="${px + 18}" y="${py + 56}" width="284" height="86" rx="10" fill="none" stroke="${p.border}"/>`,
    `<rect x="${px + 32}" y="${py + 72}" width="210" height="9" rx="4.5" fill="${p.text}" opacity="0.8"/>`,
    `<rect x="${px + 32}" y="${py + 90}" width="150" height="6" rx="3" fill="${p.muted}"/>`,
    chip(p, 'youtube', px + 32, py + 108),
    `<rect x="${px + 18}" y="${py + 156}" width="284" height="34" rx="8" fill="${p.brand}"/>`,
    `<text x="${px + 160}" y="${py + 178}" text-anchor="middle" font-size="13" font-weight="600" fill="#ffffff" ${FONT}>Save to Vault</text>`,
    `<path d="M${px + 22} ${py + 210}l5 5 9-10" fill="none" stroke="${p.success}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="${px + 44}" y="${py + 215}" font-size="12" font-weight="600" fill="${p.success}" ${FONT}>Saved · text extracted</text>`,
    `</g></svg>`,
  );
  return parts.join('');
}

mkdirSync(outDir, { recursive: true });
for (const mode of Object.keys(PALETTES)) {
  const file = path.join(outDir, `library-${mode}.svg`);
  writeFileSync(file, `${illustration(mode)}\n`);
  console.log(path.relative(root, file));
}
