import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args';

describe('npm run bench arguments: --scale (issue 34)', () => {
  it('measures only the largest size, copied N times', () => {
    const args = parseBenchArgs(['--scale', '10', '--size', '10000,90000', '--db', 'sqlite']);
    expect(args.scale).toBe(10);
    expect(args.sizes).toEqual([90000]);
  });

  it('keeps every size at scale 1, the default', () => {
    expect(parseBenchArgs(['--size', '30000,10000'])).toMatchObject({ scale: 1, sizes: [10000, 30000] });
  });

  it('refuses a scale that is not a whole number of copies, or one with a scenario it does not run', () => {
    expect(() => parseBenchArgs(['--scale', '0'])).toThrow(/--scale/);
    expect(() => parseBenchArgs(['--scale', '1.5'])).toThrow(/--scale/);
    expect(() => parseBenchArgs(['--scale', '10', '--only', 'fairness'])).toThrow(/--scale/);
    expect(parseBenchArgs(['--scale', '10', '--only', 'boot']).only).toBe('boot');
  });
});
