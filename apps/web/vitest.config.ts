import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The files that replace a module (`vi.mock`): a module another file of the worker already
 * loaded would ignore the replacement, so these load theirs afresh (vitest.isolated.config.ts).
 */
export const REPLACING_FILES = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file))
  .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('));

export const webTest = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
} as const;

/**
 * The other files share their worker's modules and document instead of loading React, Mantine
 * and a new jsdom for each file: the web suite took 120 s alone, 46 s this way with the
 * isolated files (decision 127).
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
