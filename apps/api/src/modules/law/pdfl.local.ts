import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdf = await readFile(
  '/work/shared/corpus/raw/burkina/wendtoinissaka-chatbot-front/public/download/burkina_faso_2015_legislation_external_constitution_national_government_region_french.pdf',
);
const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
const page = await doc.getPage(13);
const c = await page.getTextContent();
for (const it of c.items as any[])
  if (/République|j u i n|ème|^IV$|Constitution du/.test(it.str))
    console.log(
      JSON.stringify(it.str),
      it.transform.map((v: number) => Math.round(v * 10) / 10),
    );
