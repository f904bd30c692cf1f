import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/**
 * The files that replace a module (`vi.mock`): a module another file of the worker already
 * loaded would ignore the replacement, so these load theirs afresh (vitest.isolated.config.ts).
 */
export const REPLACING_FILES = testFiles(join(root, 'src')).filter((file) =>
  readFileSync(join(root, file), 'utf8').includes('vi.mock('),
);

export const webTest = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
} as const;

/**
 * The other files share their worker's modules and document instead of loading React, Mantine
 * and a new jsdom for each file: the web suite took 120 s alone, 28 s this way (decision 127).
 * src/test/between-files.ts gives each file a fresh page's state.
 */
export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: REPLACING_FILES,
    isolate: false,
    setupFiles: [...webTest.setupFiles, './src/test/between-files.ts'],
  },
});
