import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { publicPageEntries, publicPages } from './build/public-pages.ts';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * Mantine's ScrollArea imports only `useMergeRefs` from @floating-ui/react, yet that one module
 * also holds the popover positioning code, so once any page uses a Select or a TagsInput, every
 * Modal and Drawer (which import ScrollArea) would carry ~10 KB gz of it into the first load of
 * / and /{username}. ScrollArea gets an equivalent hook from @mantine/hooks instead.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/scroll-area-merge-refs.ts', import.meta.url));
  return {
    name: 'partnerly:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromScrollArea = importer?.replace(/\\/g, '/').includes('/components/ScrollArea/');
      return source === '@floating-ui/react' && fromScrollArea ? shim : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    scrollAreaWithoutFloatingUi(),
    publicPages(),
    // The service worker (docs/decisions/028): our own source, with the precache list
    // injected. The web manifest and the registration are the app's own already.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/service-worker',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: ['offline.html', 'icon.svg', 'icon-192.png'],
            },
          }),
        ]),
  ],
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server-rendered public pages are built from the manifest (src/ssr/page-document.ts).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: root('index.html'),
            ...publicPageEntries(root('.')),
            'static-page': root('src/public-pages/static-page.ts'),
            'on-use-page': root('src/public-pages/on-use-page.ts'),
            'on-use-profile': root('src/public-pages/on-use-profile.ts'),
          },
          // Twelve entries share modules in many combinations, and each combination was a chunk
          // of its own: the sign-in pages loaded about 80, most under 1 KB, each request with
          // its headers. Common chunks under 12 KB of source are copied into the chunks that
          // use them instead: /login loads 8 scripts, 98 KB with headers (151 KB before;
          // decision 072). Entries export nothing, so their signatures need not be kept.
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
        },
  },
  // One self-contained server bundle: the API server imports it with plain Node.
  ssr: { noExternal: true },
}));
