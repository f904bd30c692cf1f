// No import circles in the apps and the shared package, type-only imports included (issue 50).
// import-x/no-cycle skips `import type`, and type circles are what tie a feature's files into
// one knot (a payload type beside a job handler, a service type inside another service), so
// this rule reads every import TypeScript sees: static, type-only, re-exports and import().
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'].map((dir) =>
  join(root, dir),
);

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolution finds it; else undefined. */
function resolveFrom(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
    .filter((candidate) => /\.tsx?$/.test(candidate))
    .find(isFile);
}

const importsOf = (file, text) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveFrom(file, fileName))
    .filter(Boolean);

let graph;
/** Every source file's imports as they are on disk, read once per lint run. */
function diskGraph() {
  graph ??= new Map(
    SOURCE_DIRS.flatMap(sourceFiles).map((file) => [
      file,
      importsOf(file, readFileSync(file, 'utf8')),
    ]),
  );
  return graph;
}

/**
 * The shortest way from `start` back to `file` through the imports on disk, or undefined. The
 * file being linted counts with the imports it has now: the walk ends where it reaches it.
 */
function wayBack(start, file) {
  const edges = diskGraph();
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === file) {
      const way = [];
      for (let step = current; step !== undefined; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of edges.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included.' },
    schema: [],
    messages: { circle: 'Import circle: {{circle}}. Move what both need to a file below them.' },
  },
  create(context) {
    const file = context.filename;
    if (!SOURCE_DIRS.some((dir) => file.startsWith(`${dir}/`))) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveFrom(file, specifier);
      if (!target) return;
      const way = target === file ? [file] : wayBack(target, file);
      if (!way) return;
      const circle = [file, ...way];
      context.report({
        node,
        messageId: 'circle',
        data: { circle: circle.map((step) => relative(root, step)).join(' -> ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
