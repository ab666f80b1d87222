import fs from 'node:fs';
import path from 'node:path';

// The public pages are lazy chunks (apps/web/src/app/routes.tsx): left alone, a browser learns of a page's
// chunk only once the entry chunk has run, one more round trip before the page can even ask the API for its
// data (Lighthouse's slow 4G put /actualites' LCP at 2.64 s). The HTML of those routes therefore names the
// page's chunks (and what they import) as modulepreload links, read from Vite's build manifest. Their
// stylesheets too: Vite adds a lazy chunk's CSS only when the import runs and holds the page until it has
// loaded, one more round trip before the first paint; a stylesheet already in the head is not fetched again.

/** The page modules of each public route, as the front end's routes.tsx loads them. */
const QUERY_PROVIDER = 'src/app/query-provider.tsx';
const ROUTE_MODULES: Array<{ pattern: RegExp; modules: string[] }> = [
  { pattern: /^\/$/, modules: ['src/features/home/HomePage.tsx'] },
  // /login and /register show the home page with their dialog (AuthAddress).
  { pattern: /^\/(login|register)\/?$/, modules: ['src/features/home/HomePage.tsx'] },
  { pattern: /^\/actualites\/?$/, modules: ['src/features/news/NewsListPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/actualites\/[^/]+\/?$/, modules: ['src/features/news/NewsDetailPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/recherche\/?$/, modules: ['src/features/search/SearchPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/document\/[^/]+\/?$/, modules: ['src/features/documents/DocumentPage.tsx', QUERY_PROVIDER] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Vite's manifest of a build (build.manifest), or null when there is none. */
export function readManifest(webDistDir: string): ViteManifest | null {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * The JavaScript files a route's page needs beyond what the HTML already loads (the entry chunk and its
 * static imports): its modules' chunks and what they import statically, imports first, each once; and
 * their stylesheets, likewise. Unknown routes and modules missing from the manifest give nothing (the
 * page then loads as before).
 */
export function routeAssets(
  manifest: ViteManifest,
  urlPath: string,
): { scripts: string[]; styles: string[] } {
  const route = ROUTE_MODULES.find((r) => r.pattern.test(urlPath));
  if (!route) return { scripts: [], styles: [] };
  // What the entry imports statically is already named by the HTML Vite wrote: never twice.
  const seen = new Set<string>();
  const collect = (key: string, into: { scripts: string[]; styles: string[] } | null) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) collect(imported, into);
    if (!into) return;
    into.scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!into.styles.includes(css)) into.styles.push(css);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, null);
  const assets = { scripts: [] as string[], styles: [] as string[] };
  for (const module of route.modules) collect(module, assets);
  return assets;
}

/**
 * A route's links for the document's head, from one walk of the manifest: the modulepreload links (with the
 * route's head tags) and the stylesheet links, which go at the end of the head, after the entry's
 * stylesheet, where Vite would have added them, so that the cascade is the same (a page's rules win over
 * the global ones).
 */
export function routeLinks(
  manifest: ViteManifest | null,
  urlPath: string,
): { preloads: string; styles: string } {
  if (!manifest) return { preloads: '', styles: '' };
  const { scripts, styles } = routeAssets(manifest, urlPath);
  const links = (files: string[], rel: string) =>
    files.map((file) => `<link rel="${rel}" crossorigin href="/${encodeURI(file)}">`).join('\n    ');
  return { preloads: links(scripts, 'modulepreload'), styles: links(styles, 'stylesheet') };
}
