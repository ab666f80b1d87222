import type { SizeResult } from './results';

const COLORS: Record<string, string> = { sqlite: '#2563eb', postgres: '#dc2626' };

/**
 * A small line chart of search p95 against corpus size, one line per database, with the targets as
 * dashed lines. Plain SVG written by hand: no chart library for six points.
 */
export function searchP95Chart(runs: SizeResult[]): string {
  const W = 640;
  const H = 360;
  const m = { left: 64, right: 130, top: 40, bottom: 56 };
  const sizes = [...new Set(runs.map((r) => r.size))].sort((a, b) => a - b);
  const maxSize = Math.max(...sizes, 1);
  const maxY = Math.max(110, ...runs.map((r) => r.search.p95)) * 1.1;
  const x = (size: number) => m.left + (size / maxSize) * (W - m.left - m.right);
  const y = (ms: number) => H - m.bottom - (ms / maxY) * (H - m.top - m.bottom);
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${W / 2}" y="22" text-anchor="middle" font-size="15">Recherche : p95 (ms) selon la taille du corpus</text>`,
    `<line x1="${m.left}" y1="${H - m.bottom}" x2="${W - m.right}" y2="${H - m.bottom}" stroke="#333"/>`,
    `<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${H - m.bottom}" stroke="#333"/>`,
    `<text x="${(m.left + W - m.right) / 2}" y="${H - 14}" text-anchor="middle">documents</text>`,
  );
  const step = maxY > 400 ? 100 : maxY > 200 ? 50 : 20;
  for (let t = 0; t <= maxY; t += step)
    parts.push(
      `<line x1="${m.left - 4}" y1="${y(t)}" x2="${W - m.right}" y2="${y(t)}" stroke="#eee"/>`,
      `<text x="${m.left - 8}" y="${y(t) + 4}" text-anchor="end">${t}</text>`,
    );
  for (const s of sizes)
    parts.push(
      `<text x="${x(s)}" y="${H - m.bottom + 18}" text-anchor="middle">${s.toLocaleString('fr-FR')}</text>`,
    );
  for (const [db, target] of [
    ['sqlite', 30],
    ['postgres', 100],
  ] as const) {
    parts.push(
      `<line x1="${m.left}" y1="${y(target)}" x2="${W - m.right}" y2="${y(target)}" stroke="${COLORS[db]}" stroke-dasharray="5 4" opacity="0.6"/>`,
      `<text x="${W - m.right + 6}" y="${y(target) + (db === 'sqlite' ? 12 : -2)}" fill="${COLORS[db]}">cible ${db} ${target} ms</text>`,
    );
    const points = runs.filter((r) => r.db === db).sort((a, b) => a.size - b.size);
    if (points.length === 0) continue;
    parts.push(
      `<polyline fill="none" stroke="${COLORS[db]}" stroke-width="2" points="${points.map((p) => `${x(p.size)},${y(p.search.p95)}`).join(' ')}"/>`,
    );
    for (const p of points)
      parts.push(
        `<circle cx="${x(p.size)}" cy="${y(p.search.p95)}" r="4" fill="${COLORS[db]}"/>`,
        // Labels above the postgres points, below the sqlite ones: they do not collide where the lines meet.
        `<text x="${x(p.size) + 6}" y="${y(p.search.p95) + (db === 'sqlite' ? 16 : -6)}" fill="${COLORS[db]}">${p.search.p95}</text>`,
      );
    const last = points[points.length - 1];
    parts.push(
      `<text x="${W - m.right + 6}" y="${y(last.search.p95) + 16}" fill="${COLORS[db]}" font-weight="bold">${db}</text>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
