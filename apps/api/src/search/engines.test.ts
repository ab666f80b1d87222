// The same analysed documents and compiled queries on SQLite FTS5 and PostgreSQL must give the
// same ids. PostgreSQL runs on 127.0.0.1:5432 (user postgres) in TEMP tables; when it does not
// answer, its half is skipped with a message.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeForIndex } from './analyzer';
import { toFts5Match } from './compile-fts5';
import { toTsQuery } from './compile-tsquery';
import { parseQuery } from './parse-query';
import { hostileString } from './test-arbitraries';

/** A contentless FTS5 table of ANALYSED title and body (rowid = document id), as the documents_fts table. */
const SQLITE_FTS_TABLE_SQL =
  "CREATE VIRTUAL TABLE IF NOT EXISTS documents_fts USING fts5(title, body, content='', contentless_delete=1, tokenize='unicode61')";
/** Ids matching a compiled query (toFts5Match), best first; the title weighs 10x the body. */
const SQLITE_MATCH_SQL =
  'SELECT rowid AS id, bm25(documents_fts, 10.0, 1.0) AS score FROM documents_fts WHERE documents_fts MATCH ? ORDER BY score';
/** The PostgreSQL vector of an ANALYSED title ($1, weight A) and body ($2, weight B). */
const PG_TSVECTOR_SQL =
  "setweight(to_tsvector('simple', $1), 'A') || setweight(to_tsvector('simple', $2), 'B')";

const DOCS: Array<[number, string, string]> = [
  [1, 'Code du travail', 'Le licenciement du salarié doit reposer sur une cause réelle et sérieuse.'],
  [2, 'Décret n°2024-015 portant organisation', 'Les contrats de travail sont conclus par écrit.'],
  [3, 'Loi relative aux sociétés', 'Les sociétés commerciales sont régies par l’Acte uniforme OHADA.'],
  [4, 'Arrêté sur la sécurité', 'Les licenciements collectifs pour motif économique sont encadrés.'],
  [5, 'Code pénal', 'Nul ne peut être puni pour un fait qui n’était pas une infraction.'],
  [6, 'Note technique', 'Le champ contenait <script>alert("x")</script> et du code.'],
  [7, 'Décrets d’application', 'Le contrat à durée déterminée ne peut excéder deux ans.'],
  [8, 'Titre fin', 'debut du corps du texte sur les œuvres et les lois.'],
  [9, 'Article L. 1234-5', 'L’employeur informe le travailleur de l’article L1234-5.'],
  [10, 'Code minier', 'L’or et les substances minérales appartiennent à l’État.'],
];

// query -> expected ids (sorted)
const CASES: Array<[string, number[]]> = [
  ['licenciement', [1, 4]],
  ['licenciements', [1, 4]],
  ['LICENCIEMENT', [1, 4]],
  ['décret', [2, 7]],
  ['decrets', [2, 7]],
  ['contrat', [2, 7]],
  ['societe', [3]],
  ['travail contrat', [2]],
  ['"contrat de travail"', [2]],
  ['"travail contrat"', []],
  ['"code pénal"', [5]],
  ['code -pénal', [1, 6, 10]],
  ['code -"code pénal"', [1, 6, 10]],
  ['travail OR sociétés', [1, 2, 3]],
  ['licenciement OR "code pénal" -collectifs', [1, 5]],
  ['licenc*', [1, 4]],
  ['licenciem*', [1, 4]],
  ['soci*', [3]],
  ['oeuvre', [8]],
  ['œuvres', [8]],
  ['loi', [3, 8]],
  ['or', [10]],
  ['etat', [10]],
  ['"fin debut"', []], // a phrase never spans title and body
  ['"titre fin"', [8]],
  ['L1234-5', [9]],
  ['"L. 1234-5"', [9]],
  ['2024-015', [2]],
  ['script', [6]],
  ['<script>', [6]],
  ['-décret', []],
  ['le la les', []],
  ["' OR 1=1 --", []],
  ['(((', []],
  ['"unbalanced licenciement', []],
  ['licenciement"', [1, 4]],
  ['*', []],
  ['-', []],
  ['NOT licenciement', []],
  ['licenciement AND', [1, 4]], // AND is an operator: the same as 'licenciement'
  ['licenciement AND contrat', []],
  ['NEAR(licenciement)', []],
  ['licenciement:* & !code', [1]], // '!code' is the plain word 'code',
];

function sqliteIds(db: Database.Database, input: string): number[] {
  const match = toFts5Match(parseQuery(input));
  if (match === null) return [];
  const rows = db.prepare(SQLITE_MATCH_SQL).all(match) as Array<{ id: number }>;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function pgIds(client: pg.Client, input: string): Promise<number[]> {
  const tsquery = toTsQuery(parseQuery(input));
  if (tsquery === null) return [];
  const { rows } = await client.query(
    "SELECT id FROM search_test_docs WHERE vector @@ to_tsquery('simple', $1) ORDER BY id",
    [tsquery],
  );
  return rows.map((r) => r.id as number);
}

const sqlite = new Database(':memory:');
sqlite.exec(SQLITE_FTS_TABLE_SQL);
const insert = sqlite.prepare('INSERT INTO documents_fts(rowid, title, body) VALUES (?, ?, ?)');
for (const [id, title, body] of DOCS) insert.run(id, analyzeForIndex(title), analyzeForIndex(body));

async function connectPg(): Promise<pg.Client | null> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return client;
  } catch (error) {
    console.warn(`PostgreSQL on 127.0.0.1:5432 does not answer, skipping its half: ${String(error)}`);
    return null;
  }
}

const pgClient = await connectPg();

describe('SQLite FTS5', () => {
  it.each(CASES)('%s', (input, expected) => {
    expect(sqliteIds(sqlite, input)).toEqual(expected);
  });

  it('executes every compiled hostile query without error', () => {
    fc.assert(
      fc.property(hostileString, (s) => {
        sqliteIds(sqlite, s);
      }),
      { numRuns: 300 },
    );
  });

  it('ranks a title match above a body match', () => {
    const rows = sqlite.prepare(SQLITE_MATCH_SQL).all(toFts5Match(parseQuery('code'))!) as Array<{
      id: number;
    }>;
    expect(
      rows
        .map((r) => r.id)
        .slice(0, 3)
        .sort(),
    ).toEqual([1, 10, 5]);
  });
});

describe.skipIf(pgClient === null)('PostgreSQL tsvector', () => {
  const client = pgClient!;

  beforeAll(async () => {
    await client.query(
      'CREATE TEMP TABLE search_test_docs (id integer PRIMARY KEY, vector tsvector NOT NULL)',
    );
    for (const [id, title, body] of DOCS) {
      await client.query(`INSERT INTO search_test_docs (id, vector) VALUES ($3, ${PG_TSVECTOR_SQL})`, [
        analyzeForIndex(title),
        analyzeForIndex(body),
        id,
      ]);
    }
  });

  afterAll(async () => {
    await client.end();
  });

  it.each(CASES)('%s', async (input, expected) => {
    expect(await pgIds(client, input)).toEqual(expected);
  });

  it('returns the same ids as SQLite for every listed query', async () => {
    for (const [input] of CASES) {
      expect(await pgIds(client, input), input).toEqual(sqliteIds(sqlite, input));
    }
  });

  it('executes hostile queries without error and agrees with SQLite', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (s) => {
        expect(await pgIds(client, s)).toEqual(sqliteIds(sqlite, s));
      }),
      { numRuns: 300 },
    );
  });
});
