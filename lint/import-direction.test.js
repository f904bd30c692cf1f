import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints made-up files at real paths with the repository's own eslint.config.js, so the test
// proves that `npm run check` fails on a wrong import (and passes on the allowed ones).
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The import-direction messages for `code` as if it were the file at `filePath`. */
async function directionErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (specifier) => `import * as module from '${specifier}';\nexport { module };\n`;

describe('import direction', () => {
  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/chats/Wrong.tsx',
      '../search/SearchPage',
    ],
    [
      'components importing a feature',
      'apps/web/src/components/Wrong.tsx',
      '../features/chats/chat-context',
    ],
    ['lib importing a feature', 'apps/web/src/lib/wrong.ts', '../features/search/SearchPage'],
    ['lib importing components', 'apps/web/src/lib/wrong.ts', '../components/PageTitle'],
    [
      'components importing a domain',
      'apps/web/src/components/Wrong.tsx',
      '../domains/deals/deals',
    ],
    ['lib importing a domain', 'apps/web/src/lib/wrong.ts', '../domains/deals/deals'],
    [
      'a domain importing a feature',
      'apps/web/src/domains/deals/wrong.ts',
      '../../features/deals/DealPage',
    ],
    ['a domain importing another domain', 'apps/web/src/domains/tags/wrong.ts', '../deals/deals'],
    ['a feature importing app/', 'apps/web/src/features/chats/Wrong.tsx', '../../app/AppShell'],
    [
      'the server module kernel importing a feature',
      'apps/server/src/modules/wrong.ts',
      '../features/users/user',
    ],
    [
      'server realtime/ importing a feature',
      'apps/server/src/realtime/wrong.ts',
      '../features/chat/chat.service',
    ],
    [
      'server lib/ importing a feature',
      'apps/server/src/lib/wrong.ts',
      '../features/users/users.repository',
    ],
    [
      "a server feature importing another feature's repository",
      'apps/server/src/features/account/wrong.ts',
      '../users/users.repository',
    ],
  ])('refuses %s', async (_name, filePath, specifier) => {
    const errors = await directionErrors(filePath, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(specifier);
  });

  it.each([
    [
      'a feature importing its own parts',
      'apps/web/src/features/chats/Right.tsx',
      './chat-context',
    ],
    ['a feature importing lib', 'apps/web/src/features/chats/Right.tsx', '../../lib/api-client'],
    ['app/ mounting a feature', 'apps/web/src/app/Right.tsx', '../features/chats/chat-context'],
    ['components importing lib', 'apps/web/src/components/Right.tsx', '../lib/paths'],
    [
      'a feature importing a domain',
      'apps/web/src/features/chats/Right.tsx',
      '../../domains/deals/deals',
    ],
    [
      'a domain importing components',
      'apps/web/src/domains/deals/Right.tsx',
      '../../components/AppModal',
    ],
    [
      'a server feature plugging into realtime/',
      'apps/server/src/features/chat/right.ts',
      '../../realtime/socket-server',
    ],
    [
      'a server feature importing its own repository',
      'apps/server/src/features/users/right.ts',
      './users.repository',
    ],
    [
      "a server feature importing another feature's service",
      'apps/server/src/features/account/right.ts',
      '../users/users.service',
    ],
  ])('allows %s', async (_name, filePath, specifier) => {
    expect(await directionErrors(filePath, importing(specifier))).toEqual([]);
  });
});
