import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/** Reads every regular file of a .tar.gz into memory (fine for the 4.6 MB lahalex archive). */
export async function readTarGz(archivePath: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const untar = extract();
  createReadStream(archivePath).pipe(createGunzip()).pipe(untar);
  for await (const entry of untar) {
    if (entry.header.type !== 'file') {
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    files.set(entry.header.name.replace(/^\.\//, ''), Buffer.concat(chunks).toString('utf8'));
  }
  return files;
}
