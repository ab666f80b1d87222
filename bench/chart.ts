import type { LoadFigures } from './load';
import type { SizeResult } from './results';

const COLORS: Record<string, string> = { sqlite: '#2563eb', postgres: '#dc2626' };
/** The two search runs of each size: as deployed (caches on) and every answer computed. */
const SERIES: Array<{ name: string; pick: (r: SizeResult) => LoadFigures | undefined; dash: string }> = [
  { name: 'tel que déployé', pick: (r) => r.searchCached, dash: '' },
  { name: 'sans cache', pick: (r) => r.search, dash: '2 3' },
];

/**
 * A small line chart of search p95 against corpus size: per database, the mix as deployed (solid) and with
 * every answer computed (dotted), the targets dashed. Logarithmic time axis: the two runs differ by up to
 * 100×; logarithmic sizes when they span more than a factor 10. Plain SVG written by hand: no chart library for a dozen points.
 */
export function searchP95Chart(runs: SizeResult[]): string {
  const W = 680;
  const H = 380;
  const m = { left: 64, right: 200, top: 40, bottom: 56 };
  const sizes = [...new Set(runs.map((r) => r.size))].sort((a, b) => a - b);
  const maxSize = Math.max(...sizes, 1);
  const minSize = Math.min(...sizes, maxSize);
  const values = runs.flatMap((r) => SERIES.map((s) => s.pick(r)?.p95 ?? 0)).filter((v) => v > 0);
  const minY = 1;
  const maxY = 10 ** Math.ceil(Math.log10(Math.max(200, ...values)));
  // Logarithmic too once the sizes span more than a factor 10 (10,000 to 900,000): linear, the small ones overlap.
  const logX = maxSize / minSize > 10;
  const x = (size: number) =>
    m.left +
    (logX ? 0.05 + (0.95 * Math.log(size / minSize)) / Math.log(maxSize / minSize) : size / maxSize) *
      (W - m.left - m.right);
  const y = (ms: number) =>
    H - m.bottom - (Math.log10(Math.max(ms, minY) / minY) / Math.log10(maxY / minY)) * (H - m.top - m.bottom);
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${W / 2}" y="22" text-anchor="middle" font-size="15">Recherche : p95 (ms, échelle log) selon la taille du corpus</text>`,
    `<line x1="${m.left}" y1="${H - m.bottom}" x2="${W - m.right}" y2="${H - m.bottom}" stroke="#333"/>`,
    `<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${H - m.bottom}" stroke="#333"/>`,
    `<text x="${(m.left + W - m.right) / 2}" y="${H - 14}" text-anchor="middle">documents</text>`,
  );
  for (let t = minY; t <= maxY; t *= 10)
    parts.push(
      `<line x1="${m.left - 4}" y1="${y(t)}" x2="${W - m.right}" y2="${y(t)}" stroke="#eee"/>`,
      `<text x="${m.left - 8}" y="${y(t) + 4}" text-anchor="end">${t}</text>`,
    );
  for (const s of sizes)
    parts.push(
      `<text x="${x(s)}" y="${H - m.bottom + 18}" text-anchor="middle">${s.toLocaleString('fr-FR')}</text>`,
    );
  let legendY = m.top + 10;
  for (const [db, target] of [
    ['sqlite', 30],
    ['postgres', 100],
  ] as const) {
    parts.push(
      `<line x1="${m.left}" y1="${y(target)}" x2="${W - m.right}" y2="${y(target)}" stroke="${COLORS[db]}" stroke-dasharray="8 4" opacity="0.5"/>`,
      `<text x="${(m.left + W - m.right) / 2}" y="${y(target) - 4}" text-anchor="middle" fill="${COLORS[db]}" opacity="0.8">cible ${db} ${target} ms</text>`,
    );
    const points = runs.filter((r) => r.db === db).sort((a, b) => a.size - b.size);
    for (const series of SERIES) {
      const shown = points.flatMap((p) => {
        const f = series.pick(p);
        return f ? [{ size: p.size, p95: f.p95 }] : [];
      });
      if (shown.length === 0) continue;
      parts.push(
        `<polyline fill="none" stroke="${COLORS[db]}" stroke-width="2" stroke-dasharray="${series.dash}" points="${shown.map((p) => `${x(p.size)},${y(p.p95)}`).join(' ')}"/>`,
      );
      for (const p of shown)
        parts.push(
          `<circle cx="${x(p.size)}" cy="${y(p.p95)}" r="3.5" fill="${COLORS[db]}"/>`,
          `<text x="${x(p.size) + 6}" y="${y(p.p95) - 6}" fill="${COLORS[db]}">${p.p95}</text>`,
        );
      parts.push(
        `<line x1="${W - m.right + 12}" y1="${legendY}" x2="${W - m.right + 40}" y2="${legendY}" stroke="${COLORS[db]}" stroke-width="2" stroke-dasharray="${series.dash}"/>`,
        `<text x="${W - m.right + 46}" y="${legendY + 4}" fill="${COLORS[db]}">${db}, ${series.name}</text>`,
      );
      legendY += 20;
    }
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
