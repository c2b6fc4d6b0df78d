// Draws images/icon.png (256x256): two interlocked chain links on a rounded square, with a green
// check. Shapes are signed distance functions, anti-aliased over one pixel; the PNG is written with
// node:zlib, so the icon is reproducible without an image tool.
//
//   node scripts/make-icon.mjs
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const SIZE = 256;
const BACKGROUND = [0x1e, 0x2a, 0x38];
const LINK = [0xe8, 0xf1, 0xfa];
const LINK_BACK = [0x7f, 0xb4, 0xe6];
const CHECK = [0x4c, 0xd1, 0x7a];

const clamp01 = (v) => Math.min(1, Math.max(0, v));
/** Coverage of a shape at signed distance d (negative inside), over a one-pixel edge. */
const cover = (d) => clamp01(0.5 - d);

function roundedSquare(x, y, half, radius) {
  const qx = Math.abs(x) - half + radius;
  const qy = Math.abs(y) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function segmentDistance(px, py, ax, ay, bx, by) {
  const abx = bx - ax,
    aby = by - ay;
  const t = clamp01(((px - ax) * abx + (py - ay) * aby) / (abx * abx + aby * aby));
  return Math.hypot(px - ax - t * abx, py - ay - t * aby);
}

/** A chain link: the outline of a stadium around segment a-b. */
function link(x, y, ax, ay, bx, by, radius, thickness) {
  return Math.abs(segmentDistance(x, y, ax, ay, bx, by) - radius) - thickness;
}

function check(x, y) {
  const d = Math.min(segmentDistance(x, y, 150, 190, 172, 212), segmentDistance(x, y, 172, 212, 214, 160));
  return d - 9;
}

function blend(under, over, alpha) {
  return under.map((c, i) => c + (over[i] - c) * alpha);
}

const rows = [];
for (let py = 0; py < SIZE; py++) {
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let px = 0; px < SIZE; px++) {
    const x = px + 0.5,
      y = py + 0.5;
    const square = cover(roundedSquare(x - SIZE / 2, y - SIZE / 2, 120, 40));
    // Two links along the diagonal; the back one is drawn first and dimmer.
    const back = cover(link(x, y, 140, 92, 176, 56, 30, 8));
    const front = cover(link(x, y, 80, 152, 116, 116, 30, 8));
    const ring = cover(check(x, y) - 7);
    let rgb = BACKGROUND;
    rgb = blend(rgb, LINK_BACK, back);
    rgb = blend(rgb, LINK, front);
    rgb = blend(rgb, BACKGROUND, ring);
    rgb = blend(rgb, CHECK, cover(check(x, y)));
    const o = 1 + px * 4;
    row[o] = Math.round(rgb[0]);
    row[o + 1] = Math.round(rgb[1]);
    row[o + 2] = Math.round(rgb[2]);
    row[o + 3] = Math.round(255 * square);
  }
  rows.push(row);
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", header),
  chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
writeFileSync(fileURLToPath(new URL("../images/icon.png", import.meta.url)), png);
