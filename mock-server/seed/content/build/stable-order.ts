import { uuidFrom } from '../../../runtime/ids';

// Seeded, reproducible orderings: options and tiles look shuffled but are the same on every seed.

export function stableShuffle<T>(items: readonly T[], seed: string): T[] {
  return items
    .map((item, index) => ({ item, sortKey: uuidFrom(`${seed}:${index}`) }))
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
    .map(({ item }) => item);
}

/** A shuffle that never leaves the items in their original order (for word tiles). */
export function stableScramble<T>(items: readonly T[], seed: string): T[] {
  const shuffled = stableShuffle(items, seed);
  const unchanged = shuffled.every((item, index) => item === items[index]);
  return unchanged && items.length > 1 ? [...shuffled.slice(1), shuffled[0]!] : shuffled;
}

/** Option ids a, b, c, … */
export const optionId = (index: number) => String.fromCharCode(97 + index);
