// `npm run lint` step: every `<file>.md §N` reference in the repository's documents and comments names a file that
// exists in docs/spec/ or docs/ and a section that exists in it (a heading `## N.` or `## §N`).
// A bare `§N` belongs to the file named before it on the same line (`public-area.md §5 and §8`); with none, it is
// refused: a reader could not tell which specification it means.
// Usage: node scripts/check-doc-references.mjs [root ...]   (default: docs apps packages bench reliability scripts e2e)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['docs', 'apps', 'packages', 'bench', 'reliability', 'scripts', 'e2e', 'README.md'];
const DOC_FOLDERS = ['docs/spec', 'docs'];
const SCANNED = /\.(md|ts|tsx|mts|mjs|cjs|js)$/;

/** A document's name (`decisions.md`) or a section sign (`§5`), in the order they come on a line. */
const SECTION_OR_FILE = /([\w./-]+\.md)\b|§\s?(\d+)/g;
/** A section sign that another standard owns (`RFC 9110 §13.1.2`) is not a reference to the specs. */
const FOREIGN_REFERENCE = /\b(?:RFC|ISO|ECMA-?)\s?\d+\s?§\s?[\d.]+/g;

/** The sections a document offers: `## 4. Search` gives 4, and so does a heading that opens with the sign and 4. */
function sectionsOf(file) {
  const sections = new Set();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const numbered = /^§?\s?(\d+)[.)\s]/.exec(heading[1]);
    if (numbered) sections.add(numbered[1]);
  }
  return sections;
}

const documents = new Map();
function documentNamed(name) {
  const base = path.basename(name);
  if (!documents.has(base)) {
    const found = DOC_FOLDERS.map((folder) => path.join(root, folder, base)).find((f) => fs.existsSync(f));
    documents.set(base, found ? { file: path.relative(root, found), sections: sectionsOf(found) } : null);
  }
  return documents.get(base);
}

/** The problems of one line; a bare `§N` after a file reference on the same line belongs to that file. */
function problemsIn(line) {
  const problems = [];
  const foreign = [...line.matchAll(FOREIGN_REFERENCE)].map((m) => [m.index, m.index + m[0].length]);
  let current = null;
  for (const match of line.matchAll(SECTION_OR_FILE)) {
    if (foreign.some(([from, to]) => match.index >= from && match.index < to)) continue;
    if (match[1]) {
      current = { name: match[1], doc: documentNamed(match[1]) };
      continue;
    }
    if (!current) problems.push(`"${match[0]}" names no document (write <file>.md ${match[0]})`);
    else if (!current.doc)
      problems.push(`${current.name} is neither in docs/spec/ nor in docs/ (${match[0]})`);
    else if (!current.doc.sections.has(match[2])) {
      problems.push(`${current.doc.file} has no section ${match[2]} (${current.name} ${match[0]})`);
    }
  }
  return problems;
}

const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...roots],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((f) => SCANNED.test(f) && fs.existsSync(path.join(root, f)));

let failures = 0;
for (const file of files) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const problem of problemsIn(line)) {
      console.error(`${file}:${index + 1}: ${problem}`);
      failures++;
    }
  });
}
if (failures) {
  console.error(`\n${failures} specification reference(s) do not resolve (docs/spec/README.md).`);
  process.exit(1);
}
console.log(`Specification references resolve in ${files.length} files.`);
