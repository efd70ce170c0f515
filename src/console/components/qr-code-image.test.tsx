import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCodeImage } from './qr-code-image';

// The console's QR codes of invitation and reset links, as drawn in the page. The symbols of the
// links below were also read back with a reference decoder (zbarimg) from the drawn cells.

const INVITATION = `http://192.168.1.20:5173/user/password-change/from-invitation?token=${'x'.repeat(260)}`;
/** The quiet zone the standard asks for, in modules. */
const QUIET = 4;

/** The drawn symbol: its width in modules and the dark cells of its path, as rows of # and . */
function drawn(label: string): { size: number; picture: string[] } {
  const svg = screen.getByRole('img', { name: label });
  const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  expect(height).toBe(width);
  const size = width!;
  // eslint-disable-next-line testing-library/no-node-access -- the symbol's cells are drawn in the SVG's one path, which has no role
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
  expect(d.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe('');
  const picture = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => (dark.has(`${x},${y}`) ? '#' : '.')).join(''),
  );
  return { size, picture };
}

/** The symbol without its quiet zone. */
const symbol = (picture: string[]) =>
  picture.slice(QUIET, -QUIET).map((row) => row.slice(QUIET, -QUIET));

/** The error correction level in the 15 format bits around the top-left finder (ISO 18004 7.9). */
function errorCorrectionLevel(rows: string[]): string {
  const at = (x: number, y: number) => (rows[y]![x] === '#' ? 1 : 0);
  const bits = [
    ...[0, 1, 2, 3, 4, 5].map((i) => at(8, i)),
    at(8, 7),
    at(8, 8),
    at(7, 8),
    ...[9, 10, 11, 12, 13, 14].map((i) => at(14 - i, 8)),
  ];
  const format = bits.reduce((value, bit, i) => value | (bit << i), 0) ^ 0x5412;
  return ['M', 'L', 'H', 'Q'][format >>> 13]!;
}

describe('QrCodeImage', () => {
  it('is an image named by its label', () => {
    render(<QrCodeImage text={INVITATION} label="QR code of the invitation link" />);
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  });

  it('draws every module of the encoded link inside a four-module quiet zone', () => {
    render(<QrCodeImage text={INVITATION} label="invitation" />);
    const { size, picture } = drawn('invitation');
    // 328 bytes at level M need version 13: 13 × 4 + 17 = 69 modules, plus the quiet zone.
    expect(size).toBe(69 + 2 * QUIET);
    const light = '.'.repeat(size);
    expect(picture.slice(0, QUIET)).toEqual(Array(QUIET).fill(light));
    expect(picture.slice(-QUIET)).toEqual(Array(QUIET).fill(light));
    for (const row of picture) expect(row.slice(0, QUIET) + row.slice(-QUIET)).toBe('.'.repeat(8));

    const encoded = encode(INVITATION, { ecc: 'M', border: 0 });
    expect(encoded.version).toBe(13);
    expect(symbol(picture)).toEqual(
      encoded.data.map((row) => row.map((dark) => (dark ? '#' : '.')).join('')),
    );
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    const corner = (x: number, y: number) =>
      symbol(picture)
        .slice(y, y + 7)
        .map((row) => row.slice(x, x + 7));
    expect(corner(0, 0)).toEqual(finder);
    expect(corner(69 - 7, 0)).toEqual(finder);
    expect(corner(0, 69 - 7)).toEqual(finder);
    expect(errorCorrectionLevel(symbol(picture))).toBe('M');
  });

  it('draws a short link as the symbol a reference decoder read', () => {
    render(<QrCodeImage text="https://eigo.example/" label="short link" />);
    expect(symbol(drawn('short link').picture)).toEqual([
      '#######.##..##....#######',
      '#.....#.###..##.#.#.....#',
      '#.###.#.##...#.#..#.###.#',
      '#.###.#..###.#.##.#.###.#',
      '#.###.#.##.####.#.#.###.#',
      '#.....#.....#.#...#.....#',
      '#######.#.#.#.#.#.#######',
      '.........#.####..........',
      '#..######.#...####..#.###',
      '.##..#...#....##...#####.',
      '.#..#.#.##.....#.#.###..#',
      '##.###....###.#.#.##.####',
      '.#.#.##.##.##.#...##....#',
      '#.#.#..##.#...###...#..#.',
      '###.####.#.##.##.##.#####',
      '#.####.....#.....#.#.##.#',
      '#..####.##....#######.##.',
      '........#..###..#...#.##.',
      '#######.####....#.#.#...#',
      '#.....#.###.#.###...#..##',
      '#.###.#.##..#########..##',
      '#.###.#.#.....#..##....##',
      '#.###.#.....#.#.##..#####',
      '#.....#..##...#....##.###',
      '#######.#....####....#..#',
    ]);
  });
});
