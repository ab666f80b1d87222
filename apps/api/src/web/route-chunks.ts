import fs from 'node:fs';
import path from 'node:path';

// The public pages are lazy chunks (apps/web/src/app/routes.tsx): left alone, a browser learns of a page's
// chunk only once the entry chunk has run, one more round trip before the page can even ask the API for its
// data (Lighthouse's slow 4G put /actualites' LCP at 2.64 s). The HTML of those routes therefore names the
// page's chunks (and what they import) as modulepreload links, read from Vite's build manifest.

/** The page modules of each public route, as the front end's routes.tsx loads them. */
const QUERY_PROVIDER = 'src/app/query-provider.tsx';
const ROUTE_MODULES: Array<{ pattern: RegExp; modules: string[] }> = [
  { pattern: /^\/$/, modules: ['src/features/home/HomePage.tsx'] },
  { pattern: /^\/actualites\/?$/, modules: ['src/features/news/NewsListPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/actualites\/[^/]+\/?$/, modules: ['src/features/news/NewsDetailPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/recherche\/?$/, modules: ['src/features/search/SearchPage.tsx', QUERY_PROVIDER] },
  { pattern: /^\/document\/[^/]+\/?$/, modules: ['src/features/documents/DocumentPage.tsx', QUERY_PROVIDER] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
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
 * static imports): its modules' chunks and what they import statically, imports first, each once.
 * Unknown routes and modules missing from the manifest give nothing (the page then loads as before).
 */
export function routeChunkFiles(manifest: ViteManifest, urlPath: string): string[] {
  const route = ROUTE_MODULES.find((r) => r.pattern.test(urlPath));
  if (!route) return [];
  // What the entry imports statically is already named by the HTML Vite wrote: never twice.
  const seen = new Set<string>();
  const collect = (key: string, into: string[] | null) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) collect(imported, into);
    into?.push(chunk.file);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, null);
  const files: string[] = [];
  for (const module of route.modules) collect(module, files);
  return files;
}

/** The modulepreload links for a route, for the document's head. */
export function routePreloadLinks(manifest: ViteManifest | null, urlPath: string): string {
  if (!manifest) return '';
  return routeChunkFiles(manifest, urlPath)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
    .join('\n    ');
}
