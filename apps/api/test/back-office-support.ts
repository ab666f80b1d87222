import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import type { AppDeps } from '../src/deps';

/** A real PDF with a text layer, one page per entry (pdf-lib's standard fonts: Latin-1 text only). */
export async function makePdf(pages: string[] = ['Document de test.']) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage();
    text.split('\n').forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** A small PDF whose page content inflates to `lines` text operators: cheap to send, costly to read. */
export async function pdfBomb(lines: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  page.drawText('x', { x: 10, y: 10, size: 10, font });
  const key = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys()[0]!.asString();
  const body = `BT ${key} 10 Tf 10 10 Td\n${'(Article de loi) Tj\n'.repeat(lines)}ET`;
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(body)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A zlib stream of `head` then about `spaces` spaces, built without ever holding them: one megabyte of spaces
 * is deflated once with a sync flush (its blocks end on a byte boundary and only look back at spaces), that
 * segment is repeated, then come a final empty block and the Adler-32 of the whole, extended over the spaces
 * by its closed form.
 */
function deflatedWithSpaces(head: string, spaces: number) {
  const chunk = 1 << 20;
  const count = Math.max(1, Math.round(spaces / chunk));
  const flushed = (data: Buffer) =>
    zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const headBytes = Buffer.from(head, 'latin1');
  let a = 1n;
  let b = 0n;
  for (const byte of headBytes) {
    a = (a + BigInt(byte)) % 65521n;
    b = (b + a) % 65521n;
  }
  const n = BigInt(count * chunk);
  b = (b + n * a + (0x20n * n * (n + 1n)) / 2n) % 65521n;
  a = (a + 0x20n * n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const segment = flushed(Buffer.alloc(chunk, 0x20));
  // 0x78 0xda: a zlib header (deflate, 32 KB window); 0x03 0x00: an empty final block.
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    flushed(headBytes),
    ...Array<Buffer>(count).fill(segment),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/**
 * A PDF bomb of the issue 29 kind: one page whose content stream is one line of text followed by about
 * `inflatedBytes` of spaces (2 GB fit in about 2 MB). Reading it holds the inflated bytes, not JavaScript objects.
 */
export async function pdfMemoryBomb(inflatedBytes: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  page.drawText('x', { x: 10, y: 10, size: 10, font });
  const key = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys()[0]!.asString();
  const body = deflatedWithSpaces(`BT ${key} 10 Tf 10 10 Td (Article de loi) Tj ET\n`, inflatedBytes);
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream(body, { Filter: 'FlateDecode' })),
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF without any text (what a scan looks like to pdf.js). */
export async function makeImageOnlyPdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawRectangle({ x: 40, y: 40, width: 200, height: 100 });
  return Buffer.from(await doc.save());
}

export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject, encoded by the platform's own FormData. */
export async function multipart(fields: Record<string, string | number | null | undefined>, file?: FilePart) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
  if (file)
    form.append(
      file.field ?? 'pdf',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Every stored file key under the local storage folder. */
export function storedFiles(deps: AppDeps) {
  const root = path.join(deps.config.dataDir, 'uploads');
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else out.push(`${prefix}${e.name}`);
    }
  };
  walk(root, '');
  return out.sort();
}

/** Everything a back-office change could touch, as one comparable value. */
export async function fingerprint(deps: AppDeps) {
  const db = deps.db;
  const tables = [
    'users',
    'documents',
    'domaines',
    'organismes',
    'doc_types',
    'actualities',
    'actuality_categories',
    'audit_log',
  ] as const;
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: a generic dump of fixed tables
    const rows = await (db as any).selectFrom(t).selectAll().orderBy('id').execute();
    out[t] = rows.map((r: Record<string, unknown>) => {
      const { search_vector: _ignored, ...rest } = r;
      return rest;
    });
  }
  out.sessionsRevoked = (
    await db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute()
  ).map((s) => `${s.id}:${s.revoked_at ?? ''}`);
  out.files = storedFiles(deps);
  return JSON.stringify(out);
}
