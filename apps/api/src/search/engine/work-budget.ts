/** Work units read between two looks at the clock (the time backstop): a clock read costs more than a unit. */
const CLOCK_EVERY = 16_384;

/**
 * What one read costs, in work units of about 8 ns of one core at 90,000 articles (docs/search-engine.md,
 * "Cost model"): a posting read and scored, a prefix's term compared, an article number looked up in a
 * document (a binary search) cost about four times a token decoded from a sequence or a known word
 * compared with a misspelt one. `hit` is what a document or passage a posting reaches costs after the
 * reading (weighed, ranked, counted in the facets), charged with each posting that may reach one: at
 * 900,000 articles a word read over the whole budget spent as much time ranking its hits as reading them.
 */
export const COST = { posting: 4, hit: 4, term: 4, lookup: 4, token: 1, word: 1 } as const;

/** Work units in a millisecond of one core at 90,000 articles. */
const UNITS_PER_MS = 125_000;
/**
 * What a search costs besides the units it counts, in units (about 3 ms): the page's hits in the engine thread
 * (a word's hits are counted with its postings, `COST.hit`), the page's rows, snippets and JSON in the request
 * thread (3.5 ms per search under
 * load, docs/search-engine.md "Integration"). Charged once per search, it makes many cheap searches cost
 * what they cost both threads.
 */
const SEARCH_BASE_UNITS = 375_000;
/**
 * The engine time a search is charged to its caller (docs/search-engine.md, "Fair sharing"): its work in
 * milliseconds of the machine the costs were measured on. Counted, not clocked: a loaded machine does not
 * make a reader's searches cost more, and the same searches always cost the same.
 */
export const chargedMs = (work: number) => (work + SEARCH_BASE_UNITS) / UNITS_PER_MS;

/** What stopped a search short, or null when it ran to the end. */
export type WorkCut = 'work' | 'time' | null;

/**
 * The work one search may do (docs/search-engine.md, "Cost model"), counted in units the engine knows before
 * it reads them: postings of a term, bytes of the token sequences a phrase decodes, terms a prefix scans,
 * article numbers looked up, words a suggestion compares. A step is taken whole or not at all (`take`), but
 * for a term's postings, which may be read in part (`takePart`): the search stops before the step that does
 * not fit, with what it has found so far, so the count never exceeds the limit and the same query over the
 * same index is cut at the same place. The clock is a backstop for a
 * machine far slower than the one the limit was measured on; a cut by time is not reproducible.
 */
export class WorkBudget {
  used = 0;
  cut: WorkCut = null;
  private deadline: number;
  private nextClock = CLOCK_EVERY;

  constructor(
    readonly limit: number,
    timeLimitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = this.now() + timeLimitMs;
  }

  /** Takes `units` if they fit; otherwise takes nothing, and the budget is spent for the rest of the search. */
  take(units: number): boolean {
    if (this.cut !== null) return false;
    if (this.used + units > this.limit) {
      this.cut = 'work';
      return false;
    }
    if (this.used + units >= this.nextClock) {
      this.nextClock = this.used + units + CLOCK_EVERY;
      if (this.now() > this.deadline) {
        this.cut = 'time';
        return false;
      }
    }
    this.used += units;
    return true;
  }

  /**
   * Takes as many whole pieces of `each` units as fit, at most `pieces`, and returns how many: fewer than
   * `pieces` spends the budget for the rest of the search, as `take` does when a step does not fit.
   */
  takePart(pieces: number, each: number): number {
    if (this.cut !== null) return 0;
    const fitting = each <= 0 ? pieces : Math.min(pieces, Math.floor((this.limit - this.used) / each));
    if (fitting <= 0) {
      if (pieces > 0) this.cut = 'work';
      return 0;
    }
    if (!this.take(fitting * each)) return 0;
    if (fitting < pieces) this.cut = 'work';
    return fitting;
  }

  /**
   * A budget for a step that may run out without ending the search: `share` of the units left, the same
   * deadline. What it spends is charged here by `settle`.
   */
  part(share: number): WorkBudget {
    const left = this.cut === null ? Math.floor((this.limit - this.used) * share) : 0;
    const part = new WorkBudget(left, 0, this.now);
    part.deadline = this.deadline;
    return part;
  }

  /** Charges what a part spent (never more than was left); a part stopped by the clock stops the search. */
  settle(part: WorkBudget): void {
    if (part.used > 0) this.take(part.used);
    if (part.cut === 'time') this.cut = 'time';
  }

  get exhausted(): boolean {
    return this.cut !== null;
  }
}

/** A budget that never runs out (building, tests of what a search finds regardless of its cost). */
export const unlimitedBudget = () => new WorkBudget(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
