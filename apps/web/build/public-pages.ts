import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { precompressAssets } from './precompress.ts';

/** Where the server bundle goes, inside the web build; the static file server skips dot dirs. */
export const SSR_DIR = '.ssr';

/** The browser entries of the server-rendered public pages, by page kind. */
export function publicPageEntries(root: string): Record<string, string> {
  const dir = join(root, 'src', 'public-pages', 'entries');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => [name.replace(/\.tsx$/, ''), join(dir, name)]),
  );
}

interface ServerBundle {
  writePublicPages: (outDir: string) => void;
}

/**
 * After the browser build: builds the server bundle (src/entry-server.tsx) with the same
 * config, prerenders the public pages with it, then pre-compresses the output, pages included
 * (docs/decisions/013-server-rendered-public-pages.md). One plugin, because closeBundle hooks
 * run in parallel and the compression must come last.
 */
export function publicPages(): Plugin {
  let outDir = 'dist';
  let configFile: string | false = false;
  let mode = 'production';
  return {
    name: 'partnerly:public-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
      mode = config.mode;
    },
    async closeBundle() {
      const ssrOutDir = join(outDir, SSR_DIR);
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
        },
      });
      const bundle = (await import(
        pathToFileURL(join(ssrOutDir, 'entry-server.js')).href
      )) as ServerBundle;
      bundle.writePublicPages(outDir);
      precompressAssets(outDir);
    },
  };
}
