// A QR code encoder (ISO/IEC 18004), small and self-contained: the console shows invitation and
// reset links as QR codes so they open on a phone. Byte mode (UTF-8), every version 1-40, error
// correction L, M, Q or H, the mask with the lowest penalty. No network service is involved.

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** A QR code: `size` × `size` modules, `dark[y][x]` true for a dark module. */
export type QrCode = { version: number; size: number; dark: boolean[][] };

const FORMAT_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0, Q: 3, H: 2 };

// Per version (index 1-40; 0 unused): error correction codewords per block and number of blocks.
// prettier-ignore
const ECC_PER_BLOCK: Record<ErrorCorrection, number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
};
// prettier-ignore
const BLOCKS: Record<ErrorCorrection, number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
};

/** Modules that carry codewords (everything but the function patterns and format/version bits). */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

function dataCodewords(version: number, ecc: ErrorCorrection): number {
  return (
    Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[ecc][version]! * BLOCKS[ecc][version]!
  );
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The Reed-Solomon generator polynomial of `degree` (highest coefficient, always 1, dropped). */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of `data` (the remainder of the division by the generator). */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i]! ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

/** The smallest version whose data capacity holds `bytes` in byte mode, or throws. */
export function versionFor(bytes: number, ecc: ErrorCorrection): number {
  for (let version = 1; version <= 40; version++) {
    const countBits = version <= 9 ? 8 : 16;
    if (4 + countBits + 8 * bytes <= dataCodewords(version, ecc) * 8) return version;
  }
  throw new RangeError(`${bytes} bytes do not fit in a QR code`);
}

/** The data codewords: mode, count, the bytes, terminator and padding. */
function dataBytes(bytes: Uint8Array, version: number, ecc: ErrorCorrection): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version <= 9 ? 8 : 16);
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataCodewords(version, ecc) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let pad = 0xec; codewords.length < capacity / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** The data split into blocks, each with its error correction, then interleaved. */
function withErrorCorrection(data: number[], version: number, ecc: ErrorCorrection): number[] {
  const blockCount = BLOCKS[ecc][version]!;
  const eccLength = ECC_PER_BLOCK[ecc][version]!;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const correction = reedSolomon(block, eccLength);
    if (i < shortBlocks) block.push(0);
    blocks.push(block.concat(correction));
  }
  const result: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const positions = [6];
  for (let position = size - 7; positions.length < count; position -= step) {
    positions.splice(1, 0, position);
  }
  return positions;
}

class Grid {
  readonly dark: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  fixed(x: number, y: number, dark: boolean) {
    this.dark[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFinder(grid: Grid, cx: number, cy: number) {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      if (x < 0 || y < 0 || x >= grid.size || y >= grid.size) continue;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      grid.fixed(x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawFormatBits(grid: Grid, ecc: ErrorCorrection, mask: number) {
  const data = (FORMAT_BITS[ecc] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) grid.fixed(8, i, bit(i));
  grid.fixed(8, 7, bit(6));
  grid.fixed(8, 8, bit(7));
  grid.fixed(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.fixed(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.fixed(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.fixed(8, size - 15 + i, bit(i));
  grid.fixed(8, size - 8, true);
}

function drawVersionBits(grid: Grid, version: number) {
  if (version < 7) return;
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  const bits = (version << 12) | remainder;
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    grid.fixed(a, b, dark);
    grid.fixed(b, a, dark);
  }
}

function drawFunctionPatterns(grid: Grid, version: number, ecc: ErrorCorrection) {
  const size = grid.size;
  for (let i = 0; i < size; i++) {
    grid.fixed(6, i, i % 2 === 0);
    grid.fixed(i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, size - 4, 3);
  drawFinder(grid, 3, size - 4);
  const positions = alignmentPositions(version, size);
  const last = positions.length - 1;
  positions.forEach((x, i) =>
    positions.forEach((y, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          grid.fixed(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }
    }),
  );
  drawFormatBits(grid, ecc, 0); // reserves the area; the real bits come with the mask
  drawVersionBits(grid, version);
}

function drawCodewords(grid: Grid, codewords: number[]) {
  const size = grid.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (grid.reserved[y]![x] || i >= codewords.length * 8) continue;
        grid.dark[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number) {
  const flip = MASKS[mask]!;
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      if (!grid.reserved[y]![x] && flip(x, y)) grid.dark[y]![x] = !grid.dark[y]![x];
    }
  }
}

/** The penalty of a finished symbol (lower reads better): runs, blocks, finder look-alikes, balance. */
export function penalty(dark: boolean[][]): number {
  const size = dark.length;
  let score = 0;
  const lines = [...dark, ...Array.from({ length: size }, (_, x) => dark.map((row) => row[x]!))];
  const finderLike = [true, false, true, true, true, false, true];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    for (let i = 0; i + 7 <= size; i++) {
      if (!finderLike.every((value, k) => line[i + k] === value)) continue;
      const light = (from: number, to: number) =>
        line.slice(Math.max(0, from), Math.min(size, to)).every((value) => !value);
      if (light(i - 4, i) || light(i + 7, i + 11)) score += 40;
    }
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = dark[y]![x];
      if (c === dark[y]![x + 1] && c === dark[y + 1]![x] && c === dark[y + 1]![x + 1]) score += 3;
    }
  }
  const darkCount = dark.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  score += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** Encodes `text` (as UTF-8) in the smallest version that holds it at error correction `ecc`. */
export function encodeQr(text: string, ecc: ErrorCorrection = 'M'): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length, ecc);
  const size = version * 4 + 17;
  const codewords = withErrorCorrection(dataBytes(bytes, version, ecc), version, ecc);
  let best: { dark: boolean[][]; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const grid = new Grid(size);
    drawFunctionPatterns(grid, version, ecc);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormatBits(grid, ecc, mask);
    const score = penalty(grid.dark);
    if (!best || score < best.score) best = { dark: grid.dark, score };
  }
  return { version, size, dark: best!.dark };
}
