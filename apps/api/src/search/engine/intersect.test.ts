// The intersection of a phrase's postings (phrase.ts, intersect) jumps over the lead's postings that another
// term lacks. On random lists and budgets it must visit the same ids, stop at the same posting and spend the
// same units as reading the lead one posting at a time, which is what it did before the jumps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PostingCursor } from './cursor';
import { intersect, type PhraseReading, type Reach } from './phrase';
import { PostingLists } from './postings';
import { COST, WorkBudget } from './work-budget';

/** Each term's ids: the first `compact` in the compact lists, the rest added after (the delta lists). */
function listsOf(terms: ReadonlyArray<{ ids: number[]; compact: number }>): PostingLists {
  const lists = new PostingLists();
  const counts = new Int32Array(terms.map((t) => t.compact));
  lists.rebuild(counts, terms.length, (write) => {
    terms.forEach((t, term) => {
      for (const id of t.ids.slice(0, t.compact)) write(term, id, 1);
    });
  });
  terms.forEach((t, term) => {
    for (const id of t.ids.slice(t.compact)) lists.add(term, id, 1);
  });
  return lists;
}

/** The intersection read one lead posting at a time (the reference). */
function stepByStep(
  lists: PostingLists,
  terms: readonly number[],
  budget: WorkBudget,
  visit: (id: number) => boolean | undefined,
  reading: PhraseReading,
): Reach {
  const distinct = [...new Set(terms)].sort((a, b) => lists.count(a) - lists.count(b));
  const total = lists.count(distinct[0]);
  if (distinct.some((t) => lists.count(t) === 0)) return { read: total, complete: true };
  const each = COST.posting * distinct.length;
  const readable = Math.min(total, reading.upTo);
  if (!reading.inPart && !budget.take(each * readable)) return { read: 0, complete: false };
  const lead = new PostingCursor(lists, distinct[0]);
  const others = distinct.slice(1).map((t) => new PostingCursor(lists, t));
  for (let read = 0; read < readable; read++) {
    if (reading.inPart && !budget.take(each)) return { read, complete: false };
    const id = lead.id;
    let all = true;
    for (const other of others) {
      if (!other.seek(id)) return { read: total, complete: true };
      if (other.id !== id) {
        all = false;
        break;
      }
    }
    if (all && visit(id) === false) return { read, complete: false };
    lead.next();
  }
  return { read: readable, complete: readable === total };
}

/** Ascending distinct ids from a small range, so that the terms' lists meet often. */
const idList = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 60 })
  .map((ids) => ids.sort((a, b) => a - b));
const term = idList.chain((ids) =>
  fc.integer({ min: 0, max: ids.length }).map((compact) => ({ ids, compact })),
);

describe('the intersection of a phrase’s postings', () => {
  it('visits, stops and spends as reading the lead one posting at a time does', () => {
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 800 }),
        fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
        (lists, inPart, limit, upTo, stopAfter) => {
          const postings = listsOf(lists);
          const terms = lists.map((_, t) => t);
          const reading = { inPart, upTo: upTo ?? Number.POSITIVE_INFINITY };
          const run = (how: typeof intersect) => {
            const budget = new WorkBudget(limit, Number.POSITIVE_INFINITY);
            const visited: number[] = [];
            const reach = how(
              postings,
              terms,
              budget,
              (id) => {
                visited.push(id);
                return stopAfter === undefined || visited.length < stopAfter ? undefined : false;
              },
              reading,
            );
            return { reach, visited, used: budget.used, cut: budget.cut };
          };
          expect(run(intersect)).toEqual(run(stepByStep));
        },
      ),
      {
        numRuns: 2000,
        // A jump past the id where another term runs out (read in part: one posting at a time stops there
        // whole, before the budget runs out).
        examples: [
          [
            [
              { ids: [0, 1, 2, 3, 4, 5, 116], compact: 0 },
              { ids: [111, 112, 113], compact: 0 },
              { ids: [0, 1, 111], compact: 0 },
            ],
            true,
            24,
            undefined,
            undefined,
          ],
        ],
      },
    );
  });
});
