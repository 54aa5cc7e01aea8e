// Lists the functions longer than a limit (120 lines unless `--max N`), so that use cases stay in
// modules of modest size: `node scripts/long-functions.mjs [--max N] [folders or files...]` (default
// `src`). A factory whose length is the short methods it returns (a repository's queries, a
// service's use cases) is listed apart, with its longest method and the lines of its own code: it is
// long because it holds many functions, not because one of them is.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : 120;
if (!Number.isInteger(max) || max < 1) throw new Error('--max takes a whole number of lines');
const targets = args.length > 0 ? args : ['src'];

function sourceFiles(target) {
  const full = path.resolve(root, target);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function lines(file, node) {
  const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
  const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
  return { start: start + 1, count: end - start + 1 };
}

/** A readable name: the declaration's, or where an anonymous function is written. */
function nameOf(file, node) {
  if (node.name) return node.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(file);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `('${first.text}')` : '()';
    return `callback of ${callee}${label}`;
  }
  if (ts.isReturnStatement(parent) || parent === enclosing(node)?.body) {
    const outer = enclosing(node);
    return outer ? `function returned by ${nameOf(file, outer)}` : 'returned function';
  }
  return 'anonymous function';
}

function enclosing(node) {
  for (let p = node.parent; p; p = p.parent) if (isFunction(p)) return p;
  return undefined;
}

/** The functions written directly in `node` (not inside another function of it). */
function innerFunctions(node) {
  const found = [];
  const visit = (n) => {
    if (isFunction(n)) found.push(n);
    else ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/**
 * When the function returns an object literal whose members are functions (written there, or named
 * inner functions), the methods it returns; otherwise undefined.
 */
function returnedMethods(fn) {
  if (!fn.body) return undefined;
  let object;
  if (ts.isObjectLiteralExpression(fn.body)) object = fn.body;
  else if (ts.isParenthesizedExpression(fn.body) && ts.isObjectLiteralExpression(fn.body.expression))
    object = fn.body.expression;
  else if (ts.isBlock(fn.body)) {
    const last = fn.body.statements.at(-1);
    if (
      last &&
      ts.isReturnStatement(last) &&
      last.expression &&
      ts.isObjectLiteralExpression(last.expression)
    )
      object = last.expression;
  }
  if (!object) return undefined;
  const inner = innerFunctions(fn);
  const byName = new Map(inner.filter((f) => f.name).map((f) => [f.name.getText(), f]));
  const methods = [];
  for (const member of object.properties) {
    if (ts.isMethodDeclaration(member)) methods.push(member);
    else if (ts.isPropertyAssignment(member) && isFunction(member.initializer))
      methods.push(member.initializer);
    else if (ts.isShorthandPropertyAssignment(member) && byName.has(member.name.text))
      methods.push(byName.get(member.name.text));
  }
  return methods.length >= 2 ? methods : undefined;
}

const long = [];
const factories = [];
for (const target of targets)
  for (const fileName of sourceFiles(target)) {
    const text = readFileSync(fileName, 'utf8');
    const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const { start, count } = lines(file, node);
        const inner = innerFunctions(node);
        // A function that only wraps one long function (a plugin factory returning its plugin) is
        // listed once, as the function it returns.
        const wrapper =
          inner.length === 1 &&
          lines(file, inner[0]).count > max &&
          count - lines(file, inner[0]).count <= max;
        if (count > max && !wrapper) {
          const where = `${path.relative(root, fileName)}:${start}`;
          const entry = { where, name: nameOf(file, node), count };
          const methods = returnedMethods(node);
          // Own code: its lines less those of every function written in it.
          const own = count - inner.reduce((sum, f) => sum + lines(file, f).count, 0);
          const longest = methods ? Math.max(...methods.map((m) => lines(file, m).count)) : 0;
          if (methods && longest <= max && own <= max)
            factories.push({ ...entry, methods: methods.length, longest, own });
          else long.push(entry);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

const byLength = (a, b) => b.count - a.count || a.where.localeCompare(b.where);
console.log(`Functions over ${max} lines in ${targets.join(', ')}: ${long.length}`);
for (const f of long.sort(byLength)) console.log(`  ${String(f.count).padStart(4)}  ${f.where}  ${f.name}`);
console.log(`\nFactories over ${max} lines that return short methods: ${factories.length}`);
for (const f of factories.sort(byLength))
  console.log(
    `  ${String(f.count).padStart(4)}  ${f.where}  ${f.name} (${f.methods} methods, the longest ${f.longest} lines; ${f.own} lines of its own)`,
  );
