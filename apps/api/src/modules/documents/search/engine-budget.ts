/** Callers kept while their count is above zero; past this many, the rested ones are forgotten. */
const PRUNE_ABOVE = 1_000;
/** A caller may run up this share of the minute's budget before waiting: about ten seconds' worth. */
const BURST_SHARE = 1 / 6;

/**
 * The engine time each caller (an account, or a client without one) spent recently, as a leaky bucket: a
 * search adds the milliseconds its work stands for (`chargedMs`), and the count leaks at `perMinuteMs` per
 * minute. A caller whose count is past a sixth of the minute's budget waits until enough has leaked
 * (docs/search-engine.md, "Fair sharing"). The engine thread orders its waiting searches by the same count
 * (the least spent first). 0: no limit, but the counts still order the searches.
 */
export class EngineTimeBudget {
  private readonly spent = new Map<string, { ms: number; at: number }>();

  constructor(
    private readonly perMinuteMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds the caller has spent, net of what has leaked since. */
  spentBy(caller: string): number {
    const entry = this.spent.get(caller);
    if (entry === undefined) return 0;
    return Math.max(0, entry.ms - this.leak(this.now() - entry.at));
  }

  charge(caller: string, ms: number): void {
    const now = this.now();
    this.spent.set(caller, { ms: this.spentBy(caller) + ms, at: now });
    if (this.spent.size > PRUNE_ABOVE)
      for (const [key, entry] of this.spent)
        if (entry.ms - this.leak(now - entry.at) <= 0) this.spent.delete(key);
  }

  /**
   * The caller spent half of what it may spend at once: its searches get HEAVY_CALLER_WORK_BUDGET until
   * enough has leaked (never without a limit).
   */
  isHeavy(caller: string): boolean {
    return this.perMinuteMs > 0 && this.spentBy(caller) >= (this.perMinuteMs * BURST_SHARE) / 2;
  }

  /** Seconds before the caller may search again (0: now). */
  waitFor(caller: string): number {
    if (this.perMinuteMs <= 0) return 0;
    const over = this.spentBy(caller) - this.perMinuteMs * BURST_SHARE;
    return over < 0 ? 0 : Math.ceil((over * 60) / this.perMinuteMs) || 1;
  }

  private leak(elapsedMs: number): number {
    // Without a limit the counts only order searches: they leak as a 1 s-per-minute budget would.
    return (elapsedMs * (this.perMinuteMs > 0 ? this.perMinuteMs : 1_000)) / 60_000;
  }
}
