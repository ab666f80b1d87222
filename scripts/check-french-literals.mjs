// `npm run lint` step: every French message the API or the screens show lives in packages/contracts (the
// message catalogue), so a French sentence typed as a literal in apps/*/src fails the lint.
// Usage: node scripts/check-french-literals.mjs [root ...]   (default: apps/api/src apps/web/src)
// Seed data (folders named `seed` or `demo-data`, files named `demo-*`) and tests (`*.test.ts`, test helpers
// named `test-*`) are not screens; nor are the sources of regular expressions (`new RegExp(...)`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['apps/api/src', 'apps/web/src'];

const FRENCH_LETTER = /[àâäçéèêëîïôöûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŒ]/;
const ELISION = /\b(?:[dlnjmstc]|qu|jusqu|lorsqu|puisqu)['’][a-zàâçéèêëîïôûùüœ]/i;
const FUNCTION_WORDS = new Set(
  (
    'le la les un une des du de au aux et ou est sont pas ne vous votre vos nous notre il elle ils ce cette ces ' +
    'pour avec dans sur par sans plus que qui dont se son sa ses leur leurs été être avoir veuillez aucun aucune'
  ).split(' '),
);

/** A French sentence: two words or more, with an accented letter, an elision or a French function word. */
export function isFrenchSentence(text) {
  const t = text.replace(/\$\{[^}]*\}/g, ' ').trim();
  if (/^[a-z][\w-]*(\s+[a-z][\w-]*)*$/.test(t) && !FRENCH_LETTER.test(t)) {
    // lower-case identifiers lists ('btn btn-primary', 'select id from') fall through unless French words
    const words = t.split(/\s+/);
    if (!words.some((w) => FUNCTION_WORDS.has(w))) return false;
  }
  if (!/\s/.test(t)) return false; // one token ('ci-après', an alternation 'PREMIER|DEUXIÈME') is no sentence
  const words = t.match(/[A-Za-zÀ-ÿœŒæÆ'’]+/g) ?? [];
  if (words.length < 2) return false;
  if (/^(?:https?:|\/|\.|#|@|[a-z]+:\/\/)/.test(t)) return false;
  if (FRENCH_LETTER.test(t) || ELISION.test(t)) return true;
  const lower = words.map((w) => w.toLowerCase());
  const french = lower.filter((w) => FUNCTION_WORDS.has(w)).length;
  return french >= 2 || (french >= 1 && /^[A-ZÀ-Ý]/.test(t) && words.length >= 3);
}

const skippedDir = (name) =>
  name === 'node_modules' || name === 'dist' || name === 'seed' || name === 'demo-data';
const skippedFile = (name) =>
  !/\.(ts|tsx|mts|mjs)$/.test(name) ||
  /\.test\.tsx?$/.test(name) ||
  /^test-/.test(name) ||
  name.endsWith('.d.ts') ||
  /^demo-/.test(name);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDir(entry.name)) yield* files(full);
    } else if (!skippedFile(entry.name)) yield full;
  }
}

/** Inside the arguments of `new RegExp(...)` or `RegExp(...)`: a pattern, not a sentence. */
function insideRegExp(node) {
  for (let n = node.parent; n; n = n.parent) {
    if ((ts.isNewExpression(n) || ts.isCallExpression(n)) && n.expression.getText() === 'RegExp') return true;
    if (ts.isBlock(n) || ts.isSourceFile(n)) return false;
  }
  return false;
}

/** Strings that are code, not words shown to a person: imports, object keys, JSX class names, logs. */
function isCodeContext(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (insideRegExp(node)) return true;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isJsxAttribute(parent) && ['className', 'href', 'to', 'id', 'type'].includes(parent.name.getText()))
    return true;
  return false;
}

const findings = [];
for (const r of roots) {
  const abs = path.resolve(root, r);
  if (!fs.existsSync(abs)) continue;
  for (const file of files(abs)) {
    const source = fs.readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      let text;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node))
        text = [node.head.text, ...node.templateSpans.map((s) => `\${x}${s.literal.text}`)].join('');
      else if (ts.isJsxText(node)) text = node.text;
      if (text !== undefined && !isCodeContext(node) && isFrenchSentence(text)) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
        findings.push(
          `${path.relative(root, file)}:${line + 1}: ${text.trim().replace(/\s+/g, ' ').slice(0, 90)}`,
        );
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      else for (const span of node.templateSpans) ts.forEachChild(span, visit);
    };
    visit(sf);
  }
}

if (findings.length) {
  console.error(
    `${findings.length} phrase(s) en français écrite(s) en dur hors du catalogue (packages/contracts) :\n` +
      findings.join('\n'),
  );
  process.exit(1);
}
console.log(`Aucune phrase française en dur dans ${roots.join(', ')}`);
