import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, pdfBomb } from '../../../../test/back-office-support';
import { PdfTextThread } from './pdf-text-thread';

const LIMITS = { timeoutMs: 25_000, memoryMb: 256 };

describe('the PDF text thread', () => {
  const thread = new PdfTextThread(new URL('./extract-text-thread.mjs', import.meta.url));
  afterAll(() => thread.stop());

  it('reads one upload after another, and two at once, in the same thread', async () => {
    const first = await thread.read(await makePdf(['Article premier : le premier texte.']), LIMITS);
    expect(first).toMatchObject({ limited: false, text: expect.stringContaining('le premier texte') });
    const threadId = thread.threadId;
    expect(threadId).not.toBeNull();

    const [second, third] = await Promise.all([
      thread.read(await makePdf(['Article premier : le deuxième texte.']), LIMITS),
      thread.read(await makePdf(['Article premier : le troisième texte.']), LIMITS),
    ]);
    expect(second.text).toContain('le deuxième texte');
    expect(third.text).toContain('le troisième texte');
    expect(thread.threadId).toBe(threadId);
  });

  it('ends the thread of a job past its time limit, and the next job gets a fresh one', async () => {
    await thread.read(await makePdf(['Article premier : texte.']), LIMITS);
    const before = thread.threadId;
    expect(before).not.toBeNull();

    const costly = await thread.read(await pdfBomb(1_500_000), { ...LIMITS, timeoutMs: 300 });
    expect(costly).toEqual({ text: '', preamble: null, limited: true });
    expect(thread.threadId).toBeNull();

    const next = await thread.read(await makePdf(['Article premier : après la limite.']), LIMITS);
    expect(next).toMatchObject({ limited: false, text: expect.stringContaining('après la limite') });
    expect(thread.threadId).not.toBeNull();
    expect(thread.threadId).not.toBe(before);
  });

  it('ends the thread once closed, after the job it is reading', async () => {
    const reading = thread.read(await makePdf(['Article premier : lu avant la fermeture.']), LIMITS);
    await thread.stop();
    expect((await reading).text).toContain('lu avant la fermeture');
    expect(thread.threadId).toBeNull();
  });
});
