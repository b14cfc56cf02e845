// Draws the app's PNG icons (192, 512, and a 512 maskable one) into src/client/public/icons: the orange
// tile of favicon.svg with a white lightning bolt. Run again after a change: `npx tsx scripts/make-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const ORANGE = [0xfd, 0x7e, 0x14];
// The bolt on a 64-unit grid, like favicon.svg's flame.
const BOLT: [number, number][] = [
  [36, 8],
  [16, 36],
  [30, 36],
  [26, 56],
  [48, 26],
  [34, 26],
  [40, 8],
];

function inside(x: number, y: number, poly: [number, number][]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** RGBA pixels: a rounded tile (or, maskable, a full bleed with the bolt inside the 80% safe zone). */
function draw(size: number, maskable: boolean): Buffer {
  const px = Buffer.alloc(size * size * 4);
  const radius = size * (14 / 64);
  const scale = maskable ? 0.7 : 1;
  const offset = (size * (1 - scale)) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const cy = Math.max(radius - y, 0, y - (size - 1 - radius));
      const inTile = maskable || cx * cx + cy * cy <= radius * radius;
      const gx = ((x + 0.5 - offset) / (size * scale)) * 64;
      const gy = ((y + 0.5 - offset) / (size * scale)) * 64;
      const i = (y * size + x) * 4;
      if (!inTile) continue;
      const white = inside(gx, gy, BOLT);
      px[i] = white ? 255 : ORANGE[0]!;
      px[i + 1] = white ? 255 : ORANGE[1]!;
      px[i + 2] = white ? 255 : ORANGE[2]!;
      px[i + 3] = 255;
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = path.resolve(import.meta.dirname, '../src/client/public/icons');
mkdirSync(dir, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
] as const) {
  writeFileSync(path.join(dir, name), png(size, draw(size, maskable)));
}
