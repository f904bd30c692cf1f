import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints made-up code at real paths with the repository's own eslint.config.js: the file's
// imports come from the code given, every other file's from the disk.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function circles(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'partnerly/no-import-circle')
    .map((message) => message.message);
}

describe('no import circles', () => {
  it('refuses a type-only import that closes a circle', async () => {
    // config.ts imports config-files.ts, so config-files.ts may not import config.ts back.
    const found = await circles(
      'apps/server/src/config-files.ts',
      "import type { Config } from './config';\nexport type Kept = Config;\n",
    );
    expect(found).toEqual([
      expect.stringContaining(
        'apps/server/src/config-files.ts -> apps/server/src/config.ts -> apps/server/src/config-files.ts',
      ),
    ]);
  });

  it('refuses a circle through several files and through a re-export', async () => {
    const found = await circles('packages/shared/src/fields.ts', "export * from './index';\n");
    expect(found).toHaveLength(1);
  });

  it('lets a file import what does not lead back to it', async () => {
    const found = await circles(
      'apps/server/src/config-files.ts',
      "import { z } from 'zod';\nimport type { Tx } from './db/transaction';\nexport const schema = z.string();\nexport type T = Tx;\n",
    );
    expect(found).toEqual([]);
  });
});
