import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';

/**
 * Ids drawn ahead from a table's identity sequence (decision 055), so a statement can insert rows that
 * refer to each other, and the caller can build the answer about them, before the statement runs. Each
 * database (pool or PGlite) keeps a block per table; a block is drawn in one round trip. An id drawn and
 * never used is a gap, as a rolled-back insert leaves one: ids stay unique, not dense, and across
 * instances not in creation order (as PostgreSQL's own sequence CACHE would make them).
 */
const BLOCK = 50;

interface Block {
  ids: number[];
  drawing: Promise<void> | null;
}

const blocks = new WeakMap<Db, Map<string, Block>>();

const DRAW = `select nextval(s.name)::int as id
    from (select pg_get_serial_sequence($1::text, 'id') as name) s, generate_series(1, $2::int)`;

async function draw(db: Db, table: string, block: Block, count: number): Promise<void> {
  const rows = await queryPrepared<{ id: number }>(db, 'draw_ids', DRAW, [table, Math.max(BLOCK, count)]);
  block.ids.push(...rows.map((row) => Number(row.id)));
}

/** `count` ids of `table`'s `id` column that no other insert will get (one round trip a block). */
export async function takeIds(db: Db, table: string, count: number): Promise<number[]> {
  let tables = blocks.get(db);
  if (!tables) {
    tables = new Map();
    blocks.set(db, tables);
  }
  let block = tables.get(table);
  if (!block) {
    block = { ids: [], drawing: null };
    tables.set(table, block);
  }
  while (block.ids.length < count) {
    // Concurrent callers share one draw; each then takes its own ids from the block.
    const current = block;
    current.drawing ??= draw(db, table, current, count).finally(() => {
      current.drawing = null;
    });
    await current.drawing;
  }
  return block.ids.splice(0, count);
}
