import { countEtalabArticles, type EtalabMode, tarEntries } from './etalab-codes';

/** Number of code folders in the archive (headers only: a couple of seconds for the whole archive). */
async function countEtalabCodes(archivePath: string): Promise<number> {
  const codes = new Set<string>();
  const untar = tarEntries(archivePath);
  for await (const entry of untar) {
    const match = /^(?:\.\/)?codes-en-vigueur\/([^/]+)\//.exec(entry.header.name);
    if (match) codes.add(match[1]);
    entry.resume();
  }
  return codes.size;
}

/** How many records an import will read: the total of the progress bar. */
export async function expectedRecords(
  archivePath: string,
  mode: EtalabMode,
  opts: { limit?: number; codes?: readonly string[] },
): Promise<number> {
  if (mode === 'code' && opts.codes) return opts.codes.length;
  const all = mode === 'code' ? await countEtalabCodes(archivePath) : await countEtalabArticles(archivePath);
  return opts.limit !== undefined ? Math.min(opts.limit, all) : all;
}
