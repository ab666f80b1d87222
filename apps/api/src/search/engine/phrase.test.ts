import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteBuffer } from './growable';
import { encoded, encodedOccurrences, found } from './phrase';
import { writeVarint } from './varint';
import { FIELD_SEPARATOR } from './vocabulary';

/** Occurrences of the consecutive terms in a decoded token list, counted one token after another. */
function occurrences(tokens: readonly number[], terms: readonly number[]): number {
  let n = 0;
  for (let i = 0; i + terms.length <= tokens.length; i++) if (terms.every((t, j) => tokens[i + j] === t)) n++;
  return n;
}

/** Term ids of one, two and three varint bytes, few enough per size that phrases recur. */
const termId = fc.oneof(
  fc.integer({ min: 1, max: 6 }),
  fc.constantFrom(127, 128, 129, 255, 256, 16_383),
  fc.constantFrom(16_384, 16_385, 2_097_151, 2_097_152),
);

describe('a phrase found in the encoded token sequence', () => {
  it('counts what the decoded tokens hold, heading and body apart, whatever the ids’ byte lengths', () => {
    fc.assert(
      fc.property(
        fc.array(termId, { maxLength: 8 }),
        fc.array(termId, { maxLength: 30 }),
        fc.array(termId, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (heading, body, terms, padding) => {
          const buffer = new ByteBuffer();
          // Another passage's bytes before and after, as in the table's one buffer.
          for (let i = 0; i < padding; i++) writeVarint(buffer, 128 + i);
          const from = buffer.length;
          for (const t of heading) writeVarint(buffer, t);
          writeVarint(buffer, FIELD_SEPARATOR);
          for (const t of body) writeVarint(buffer, t);
          const to = buffer.length;
          for (const t of terms) writeVarint(buffer, t);
          encodedOccurrences(buffer.bytes, from, to, encoded(terms));
          expect([found[0], found[1]]).toEqual([occurrences(heading, terms), occurrences(body, terms)]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('does not take the tail of a longer id for a word', () => {
    const buffer = new ByteBuffer();
    // 129 is 0x81 0x01: its last byte is the varint of 1.
    for (const t of [FIELD_SEPARATOR, 129, 2]) writeVarint(buffer, t);
    encodedOccurrences(buffer.bytes, 0, buffer.length, encoded([1, 2]));
    expect(found[1]).toBe(0);
    encodedOccurrences(buffer.bytes, 0, buffer.length, encoded([129, 2]));
    expect(found[1]).toBe(1);
  });
});
