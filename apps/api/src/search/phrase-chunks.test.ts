import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_WORDS, PG_MAX_POSITION, phraseChunks } from './phrase-chunks';
import { MAX_QUERY_TOKENS } from './query-types';

const body = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('phraseChunks', () => {
  it('leaves texts whose positions fit in a tsvector alone', () => {
    expect(phraseChunks('titre court', body(PG_MAX_POSITION - 2))).toEqual([]);
    expect(phraseChunks('', '')).toEqual([]);
    expect(phraseChunks('titre court', body(PG_MAX_POSITION - 1))).toHaveLength(2);
  });

  it('cuts chunks short enough for exact positions, covering the whole text', () => {
    const words = 100_000;
    const chunks = phraseChunks('code', body(words)).map((c) => c.split(' '));
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(CHUNK_WORDS);
    expect(chunks[0][0]).toBe('w0');
    expect(chunks.at(-1)?.at(-1)).toBe(`w${words - 1}`);
  });

  it('holds any phrase a query may have whole inside one chunk, wherever it starts', () => {
    const words = 60_000;
    const chunks = phraseChunks('code', body(words)).map((c) => ` ${c} `);
    const phrase = (start: number, length: number) =>
      ` ${Array.from({ length }, (_, i) => `w${start + i}`).join(' ')} `;
    const inOneChunk = (start: number, length: number) =>
      chunks.some((c) => c.includes(phrase(start, length)));
    // Every start close to the end of a chunk, every length: where a phrase could straddle two chunks.
    const ends = chunks.map((c) => Number(c.trim().split(' ').at(-1)?.slice(1)) + 1);
    for (const end of ends)
      for (let start = end - MAX_QUERY_TOKENS - 2; start < end; start++)
        for (let length = 2; length <= MAX_QUERY_TOKENS; length++)
          if (start >= 0 && start + length <= words)
            expect(inOneChunk(start, length), `${start}+${length}`).toBe(true);
    // And anywhere else.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: words - MAX_QUERY_TOKENS }),
        fc.integer({ min: 2, max: MAX_QUERY_TOKENS }),
        inOneChunk,
      ),
      { numRuns: 500 },
    );
  });
});
