// Maps a position in a built script (its URL and character offset, as Long Animation Frame script
// entries give them) back to the source file, line and name through the build's source maps
// (vite build --sourcemap). A small decoder of the source map v3 "mappings" (base64 VLQ), so the
// benchmarks need no source map package.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type RawMap = { sources: string[]; names?: string[]; mappings: string };
/** One mapping: generated column, source index, original line (0-based), name index or -1. */
type Segment = [number, number, number, number];
export type Place = { source: string; line: number; name: string };
type Loaded = { lineStarts: number[]; lines: Segment[][]; sources: string[]; names: string[] };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let name = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const part of text.split(',')) {
      if (!part) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of part) {
        const digit = DIGIT.get(c) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length < 4) continue;
      source += values[1]!;
      line += values[2]!;
      let nameIndex = -1;
      if (values.length >= 5) {
        name += values[4]!;
        nameIndex = name;
      }
      segments.push([column, source, line, nameIndex]);
    }
    lines.push(segments);
  }
  return lines;
}

export class SourceMaps {
  private readonly cache = new Map<string, Loaded | null>();

  constructor(
    private readonly outDir: string,
    private readonly origin: string,
  ) {}

  private load(url: string): Loaded | null {
    if (this.cache.has(url)) return this.cache.get(url)!;
    let loaded: Loaded | null = null;
    if (url.startsWith(this.origin)) {
      const file = join(this.outDir, new URL(url).pathname);
      if (existsSync(file) && existsSync(`${file}.map`)) {
        const code = readFileSync(file, 'utf8');
        const lineStarts = [0];
        for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
        const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawMap;
        loaded = {
          lineStarts,
          lines: decodeMappings(raw.mappings),
          sources: raw.sources.map((s) =>
            s.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, ''),
          ),
          names: raw.names ?? [],
        };
      }
    }
    this.cache.set(url, loaded);
    return loaded;
  }

  /** The original place of a character offset in a built script, or null when unknown. */
  locate(url: string, char: number): Place | null {
    if (char < 0) return null;
    const map = this.load(url);
    if (!map) return null;
    let line = 0;
    while (line + 1 < map.lineStarts.length && map.lineStarts[line + 1]! <= char) line++;
    return this.locateLineColumn(url, line, char - map.lineStarts[line]!);
  }

  /** The original place of a 0-based line and column in a built script (CPU profiles). */
  locateLineColumn(url: string, line: number, column: number): Place | null {
    const map = this.load(url);
    if (!map || line < 0) return null;
    const segments = map.lines[line] ?? [];
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    if (!found) return null;
    return {
      source: map.sources[found[1]] ?? '?',
      line: found[2] + 1,
      name: found[3] >= 0 ? (map.names[found[3]] ?? '') : '',
    };
  }
}
