import { describe, expect, it } from 'vitest';
import { EngineTimeBudget } from './engine-budget';

describe('engine time per caller', () => {
  it('lets a caller spend a sixth of its minute at once, then makes it wait until enough has leaked', () => {
    let now = 0;
    const budget = new EngineTimeBudget(600, () => now); // 10 ms a second, 100 ms at once
    budget.charge('account:1', 40);
    expect(budget.isHeavy('account:1')).toBe(false);
    budget.charge('account:1', 20);
    // Half of what it may spend at once: its searches get the smaller work budget.
    expect(budget.isHeavy('account:1')).toBe(true);
    expect(budget.waitFor('account:1')).toBe(0);
    budget.charge('account:1', 70);
    // 130 ms spent, 30 over: 3 s of leaking at 10 ms a second.
    expect(budget.waitFor('account:1')).toBe(3);
    expect(budget.waitFor('account:2')).toBe(0);
    now = 3_000;
    expect(budget.spentBy('account:1')).toBe(100);
    expect(budget.waitFor('account:1')).toBe(1);
    now = 3_001;
    expect(budget.waitFor('account:1')).toBe(0);
    now = 60_000;
    expect(budget.spentBy('account:1')).toBe(0);
  });

  it('without a limit never makes anyone wait, and still counts (the thread orders searches by it)', () => {
    let now = 0;
    const budget = new EngineTimeBudget(0, () => now);
    budget.charge('account:1', 10_000);
    expect(budget.waitFor('account:1')).toBe(0);
    expect(budget.isHeavy('account:1')).toBe(false);
    expect(budget.spentBy('account:1')).toBe(10_000);
    now = 60_000;
    expect(budget.spentBy('account:1')).toBe(9_000);
  });

  it('forgets the callers who have rested once it holds many', () => {
    let now = 0;
    const budget = new EngineTimeBudget(600, () => now);
    for (let i = 0; i < 1_000; i++) budget.charge(`client:${i}`, 1);
    now = 60_000;
    budget.charge('account:new', 5);
    expect((budget as unknown as { spent: Map<string, unknown> }).spent.size).toBe(1);
  });
});
