import { describe, expect, it } from 'vitest';
import type { BootResult } from './boot';
import type { LoadFigures } from './load';
import type { SizeResult, StoredResults } from './results';
import { scaledSizeRuns, scaleSection, scaleTargetRows } from './scale-report';

const machine: StoredResults['machine'] = {
  cpu: 'test',
  cores: 2,
  ramGb: 8,
  node: 'v22',
  os: 'linux',
  commit: 'abc1234',
  dirty: false,
  date: '2026-11-27',
};

const boot: BootResult = {
  date: '2026-11-27T17:00:00.000Z',
  commit: 'abc1234',
  cpu: 'test, 2 cores',
  db: 'sqlite',
  size: 900_000,
  loadBefore: 2,
  loadAfter: 2.5,
  changedAfterSnapshot: 20,
  snapshotBytes: 580_000_000,
  rebuild: [1, 2, 3].map((i) => ({ listenMs: 1000, firstSearchMs: 300_000 + i, engineMs: 290_000 + i })),
  snapshot: [1, 2, 3].map((i) => ({ listenMs: 1000, firstSearchMs: 12_000 + i, engineMs: 8_000 + i })),
};

const load: LoadFigures = {
  p50: 10,
  p95: 50,
  p99: 80,
  max: 200,
  rps: 100,
  requests: 2000,
  non2xx: 0,
  errors: 0,
  seconds: 20,
};

/** A scaled run of 900,000 articles with each copy's import given (wall and, when `cpu` is, CPU seconds). */
function scaledRun(wall: number[], cpu?: number[]): SizeResult {
  return {
    db: 'sqlite',
    size: 900_000,
    date: '2026-11-27T16:50:00.000Z',
    commit: 'abc1234',
    loadBefore: 2,
    loadAfter: 3,
    documents: 900_001,
    largest: { id: 7, chars: 10_000_000 },
    importStep: { imported: 900_000, seconds: wall.reduce((a, b) => a + b, 0), docsPerSecond: 1 },
    search: load,
    searchCached: load,
    document: load,
    actualities: load,
    bare: load,
    actualitiesBytes: 1000,
    queries: [
      {
        kind: 'word',
        path: '/q',
        total: 5,
        engineMs: 1,
        productMs: 2,
        apiMs: 3,
        apiWarmMs: 1,
        statements: 1,
      },
    ],
    scale: {
      copies: wall.length,
      importSeconds: wall,
      importLoads: wall.map(() => 2),
      ...(cpu ? { importCpuSeconds: cpu } : {}),
    },
  };
}

const rowsNamed = (results: StoredResults, part: string) =>
  scaleTargetRows(results).filter(([target]) => target.includes(part));

describe('the scaled corpus in docs/benchmarks.md (issue 34)', () => {
  it('reports the boot figures of `--only boot --scale N` when no scaled run is stored', () => {
    const results: StoredResults = { machine, runs: {}, scaled: { sqlite: { boot } } };
    expect(scaledSizeRuns(results)).toEqual([]);
    expect(scaleTargetRows(results)).toEqual([
      [expect.stringContaining('with the snapshot at 900,000'), '8 s (rebuilt 290 s)', true],
    ]);
    const section = scaleSection(results).join('\n');
    expect(section).toContain('### sqlite, 900,000 articles: start to first search only');
    expect(section).toContain(
      '| loaded from the snapshot, then caught up | 8,001, 8,002, 8,003 | **8,002** |',
    );
  });

  it('judges the import by each copy’s CPU time beside its wall time', () => {
    const results: StoredResults = {
      machine,
      runs: {},
      scaled: { sqlite: { run: scaledRun([30, 60], [30, 39]), boot } },
    };
    expect(rowsNamed(results, 'wall time')).toEqual([
      [expect.any(String), '30 → 60 s (×2), 2 copies', false],
    ]);
    expect(rowsNamed(results, 'CPU time')).toEqual([
      [expect.any(String), '30 → 39 s (×1.3), 2 copies', false],
    ]);
    const section = scaleSection(results).join('\n');
    expect(section).toContain('seconds: 30, 39; the last ×1.3 the first.');
    // The boot goes under the run's heading, not one of its own.
    expect(section).not.toContain('start to first search only');
  });

  it('gives the last copy against the second as well, from three copies on', () => {
    const results: StoredResults = {
      machine,
      runs: {},
      scaled: { sqlite: { run: scaledRun([20, 40, 50], [20, 30, 45]), boot } },
    };
    const section = scaleSection(results).join('\n');
    expect(section).toContain('seconds (load average at its end): 20 (');
    expect(section).toContain('; the last ×2.5 the first, ×1.25 the second.');
    expect(section).toContain('seconds: 20, 30, 45; the last ×2.25 the first, ×1.5 the second.');
  });

  it('says when the import was run by an earlier process of the bench', () => {
    const run = scaledRun([30, 33], [30, 31]);
    if (run.scale) run.scale.importDate = '2026-11-27T16:24:15.000Z';
    const results: StoredResults = { machine, runs: {}, scaled: { sqlite: { run } } };
    expect(scaleSection(results).join('\n')).toContain(
      'Import (run 2026-11-27T16:24:15.000Z by an earlier process',
    );
  });

  it('shows no CPU figure for a run stored before it was measured', () => {
    const results: StoredResults = { machine, runs: {}, scaled: { sqlite: { run: scaledRun([30, 33]) } } };
    expect(rowsNamed(results, 'CPU time')).toEqual([]);
    expect(rowsNamed(results, 'wall time')).toEqual([
      [expect.any(String), '30 → 33 s (×1.1), 2 copies', true],
    ]);
    expect(scaleSection(results).join('\n')).not.toContain('CPU time');
  });
});
