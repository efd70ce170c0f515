// Identifiers. Pure JavaScript so the handlers also run in a browser worker.

/** 128 bits from a string (four 32-bit FNV-1a style lanes), as 32 hex digits. */
function hash128(input: string): string {
  const seeds = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  return seeds
    .map((seed, lane) => {
      let h = seed >>> 0;
      for (let i = 0; i < input.length; i++) {
        h ^= input.charCodeAt(i) + lane;
        h = Math.imul(h, 0x01000193) >>> 0;
        h ^= h >>> 13;
      }
      h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
      return h.toString(16).padStart(8, '0');
    })
    .join('');
}

/** A stable, valid (version 4 shaped) UUID derived from a name, so seeds are reproducible. */
export function uuidFrom(name: string): string {
  const hex = hash128(name);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function newUuid(): string {
  return globalThis.crypto.randomUUID();
}

let counter = 1000;
/** A process-wide increasing integer id (log ids, session ids created at run time). */
export function nextId(): number {
  counter += 1;
  return counter;
}

/** Keeps nextId above ids restored from a state file or a seed. */
export function reserveIds(atLeast: number): void {
  if (atLeast > counter) counter = atLeast;
}
