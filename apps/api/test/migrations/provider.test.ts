import { describe, expect, it } from 'vitest';
import { migrationProvider } from '../../src/platform/db/database';

describe('the migration list', () => {
  it('keeps the order of the files, and a migration without its own down refuses to be undone', async () => {
    const migrations = await migrationProvider('sqlite').getMigrations();
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('0001-initial');
    await expect(migrations['0001-initial'].down?.({} as never)).rejects.toThrow(
      'Les migrations ne se défont pas : restaurez une sauvegarde.',
    );
  });
});
