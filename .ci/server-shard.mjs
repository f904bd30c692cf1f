// Usage: node .ci/server-shard.mjs <k>/<n>
// Prints the server test files that Node major k of n runs in CI's postgres leg (decision 087):
// the files that reach Node itself rather than our own logic (NODE_SURFACE) on every major, and
// the rest shared out by turns, so each major runs its part. Every file still runs on PGlite in `npm test` and on PostgreSQL here.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const [k, n] = (process.argv[2] ?? '').split('/').map(Number);
if (!Number.isInteger(k) || !Number.isInteger(n) || k < 1 || k > n) {
  console.error('Usage: node .ci/server-shard.mjs <k>/<n>, e.g. 1/2');
  process.exit(2);
}

const root = 'apps/server/src';
/**
 * What every major runs: where the Node version can change an answer. The drivers (pg,
 * postgres.js, PGlite's WebAssembly), WebSockets and Redis, start-up and configuration, the CLI
 * (child processes, streams), sharp, zlib, SMTP, Web Push's crypto, Stripe's SDK and fetch.
 */
const NODE_SURFACE = [
  /^(db|cli|deploy|realtime)\//,
  /^[^/]+\.test\.ts$/,
  /^features\/media\//,
  /^lib\/(mailer|compression|env-file)\.test\.ts$/,
  /^features\/notifications\/push\.test\.ts$/,
  /^features\/billing\/stripe\.test\.ts$/,
  /^features\/connections\/connections\.test\.ts$/,
];

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = testFiles(root).sort();
const surface = files.filter((file) =>
  NODE_SURFACE.some((rule) => rule.test(relative(root, file))),
);
const rest = files.filter((file) => !surface.includes(file));
const mine = rest.filter((_, index) => index % n === k - 1);
console.log([...surface, ...mine].join('\n'));
