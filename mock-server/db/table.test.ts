import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Table, tables } from './table';

// Table.groupBy: a look-up by another value than the key, kept as the table changes, that must
// always answer what a scan of the table (filter) answers, in the same order.

const schema = z.object({ id: z.int(), owner: z.string(), score: z.int() });
type Row = z.output<typeof schema>;

function freshTable() {
  const table = new Table(`grouping-test-${tables.length}`, schema, (row) => row.id);
  tables.pop(); // not one of the store's tables (a reset must not lay it)
  return table;
}

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('Table.groupBy', () => {
  it('answers what a scan answers, in the table order, through inserts, updates and removals', async () => {
    const table = freshTable();
    await table.insert({ id: 1, owner: 'a', score: 0 });
    await table.insert({ id: 2, owner: 'b', score: 0 });
    // Made after records exist: it starts with them.
    const byOwner = table.groupBy((row) => row.owner);
    await table.insert({ id: 3, owner: 'a', score: 0 });
    await table.insert({ id: 4, owner: 'a', score: 0 });
    const scan = (owner: string) => ids(table.filter((row) => row.owner === owner));
    expect(ids(byOwner.get('a'))).toEqual([1, 3, 4]);

    // An update that keeps the value stays in place, with the new record.
    await table.update(3, (draft) => {
      draft.score = 5;
    });
    expect(byOwner.get('a').map((row) => row.score)).toEqual([0, 5, 0]);
    expect(ids(byOwner.get('a'))).toEqual(scan('a'));

    // An insert that replaces its key moves the record to the end, as the table does.
    await table.insert({ id: 1, owner: 'a', score: 9 });
    expect(ids(byOwner.get('a'))).toEqual([3, 4, 1]);
    expect(ids(byOwner.get('a'))).toEqual(scan('a'));

    // An update that changes the value moves the record to the other group; a removal drops it.
    await table.update(4, (draft) => {
      draft.owner = 'b';
    });
    expect(ids(byOwner.get('b'))).toEqual([2, 4]);
    expect(ids(byOwner.get('a'))).toEqual([3, 1]);
    await table.remove(3);
    expect(ids(byOwner.get('a'))).toEqual(scan('a'));
    expect(byOwner.first('a')?.id).toBe(1);

    table.clear();
    expect(byOwner.get('a')).toEqual([]);
    expect(byOwner.first('b')).toBeUndefined();
  });

  it('hands out a copy: removing the records it listed, one by one, misses none', async () => {
    const table = freshTable();
    const byOwner = table.groupBy((row) => row.owner);
    for (const id of [1, 2, 3]) await table.insert({ id, owner: 'a', score: 0 });
    for (const row of byOwner.get('a')) await table.remove(row.id);
    expect(table.size).toBe(0);
    expect(byOwner.get('a')).toEqual([]);
  });
});
