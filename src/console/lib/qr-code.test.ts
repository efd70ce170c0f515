import { describe, expect, it } from 'vitest';
import { encodeQr, penalty, reedSolomon, versionFor } from './qr-code';

// The QR encoder of the console's invitation and reset links. Every symbol below was also read
// back with a reference decoder (zbarimg) when the encoder was written; these tests keep it so.

const picture = (dark: boolean[][]) => dark.map((row) => row.map((d) => (d ? '#' : '.')).join(''));

/** The 15 format bits around the top-left finder, as drawn (bit 14 first). */
function formatBits(dark: boolean[][]): number {
  const at = (x: number, y: number) => (dark[y]![x] ? 1 : 0);
  const bits = [
    ...[0, 1, 2, 3, 4, 5].map((i) => at(8, i)),
    at(8, 7),
    at(8, 8),
    at(7, 8),
    ...[9, 10, 11, 12, 13, 14].map((i) => at(14 - i, 8)),
  ];
  return bits.reduce((value, bit, i) => value | (bit << i), 0);
}

describe('reedSolomon', () => {
  it('gives the error correction of the standard’s worked example (1-M, HELLO WORLD)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe('versionFor', () => {
  it.each([
    [14, 'M', 1],
    [15, 'M', 2],
    [17, 'L', 1],
    [18, 'L', 2],
    [7, 'H', 1],
    [213, 'M', 10],
    [331, 'M', 13],
    [332, 'M', 14],
    [2953, 'L', 40],
  ] as const)('%i bytes at %s fit version %i', (bytes, ecc, version) => {
    expect(versionFor(bytes, ecc)).toBe(version);
  });

  it('refuses more than version 40 holds', () => {
    expect(() => versionFor(2954, 'L')).toThrow(RangeError);
  });
});

describe('encodeQr', () => {
  it('draws HELLO as the decoder reads it', () => {
    const qr = encodeQr('HELLO', 'M');
    expect(qr.version).toBe(1);
    expect(picture(qr.dark)).toEqual([
      '#######.#..#..#######',
      '#.....#.####..#.....#',
      '#.###.#...#.#.#.###.#',
      '#.###.#.#.#.#.#.###.#',
      '#.###.#....#..#.###.#',
      '#.....#....##.#.....#',
      '#######.#.#.#.#######',
      '........#..##........',
      '#.##.###.#.##.#..#.##',
      '.##.##.#.######..##..',
      '#...#.#..#.#.......##',
      '#.##...#...#..####.#.',
      '.#.######...#..#..#.#',
      '........####..#...#.#',
      '#######.#..##..#.....',
      '#.....#.#.#....#####.',
      '#.###.#.....######.##',
      '#.###.#.#.##..#.####.',
      '#.###.#.##..#.##..#..',
      '#.....#...#..#.##...#',
      '#######.#.#..#.#.....',
    ]);
  });

  it('sizes a link by its length and draws the fixed patterns', () => {
    const link = `http://192.168.1.20:5173/user/password-change/from-invitation?token=${'x'.repeat(260)}`;
    const qr = encodeQr(link, 'M');
    expect(qr.version).toBe(13);
    expect(qr.size).toBe(13 * 4 + 17);
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    const corner = (x: number, y: number) =>
      picture(qr.dark.slice(y, y + 7).map((row) => row.slice(x, x + 7)));
    expect(corner(0, 0)).toEqual(finder);
    expect(corner(qr.size - 7, 0)).toEqual(finder);
    expect(corner(0, qr.size - 7)).toEqual(finder);
    // Timing patterns alternate between the finders; the dark module is always dark.
    for (let i = 8; i < qr.size - 8; i++) {
      expect(qr.dark[6]![i]).toBe(i % 2 === 0);
      expect(qr.dark[i]![6]).toBe(i % 2 === 0);
    }
    expect(qr.dark[qr.size - 8]![8]).toBe(true);
  });

  it.each(['L', 'M', 'Q', 'H'] as const)(
    'writes level %s and its mask in the format bits',
    (ecc) => {
      const format = formatBits(encodeQr('https://demo.eigo.example/', ecc).dark) ^ 0x5412;
      const level = format >>> 13;
      expect(level).toBe({ L: 1, M: 0, Q: 3, H: 2 }[ecc]);
      // The 10 check bits are the BCH remainder of the 5 data bits.
      let remainder = format >>> 10;
      for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
      expect(format & 0x3ff).toBe(remainder & 0x3ff);
    },
  );

  it('encodes text as UTF-8', () => {
    expect(encodeQr('日本語', 'L').version).toBe(1);
    expect(encodeQr('あ'.repeat(6), 'L').version).toBe(2);
  });
});

describe('penalty', () => {
  it('scores long runs, blocks and imbalance higher than a checkerboard', () => {
    const checker = Array.from({ length: 21 }, (_, y) =>
      Array.from({ length: 21 }, (_, x) => (x + y) % 2 === 0),
    );
    const solid = Array.from({ length: 21 }, () => new Array<boolean>(21).fill(true));
    expect(penalty(solid)).toBeGreaterThan(penalty(checker));
  });
});
