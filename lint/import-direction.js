// Which layer may import which (docs/decisions/020-import-direction.md). Enforced by
// import-x/no-restricted-paths in eslint.config.js, so `npm run check` fails on a wrong import.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = 'apps/web/src';

/** The folders directly inside `dir` (relative to the repository root). */
function foldersIn(dir) {
  return readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Web: app/ and public-pages/ on top, then features/, then domains/ (the domain code several
 * features share: deals, campaigns, audience, tags; decision 114), then components/, then
 * lib/ and theme/.
 */
function webZones() {
  const features = foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A web feature does not import another feature: share domain code through domains/, UI through components/ or lib/.',
  }));
  // Each domain stands on its own, so a feature takes only the domains it uses.
  const domains = foldersIn(`${web}/domains`).map((domain) => ({
    target: `${web}/domains/${domain}`,
    from: `${web}/domains`,
    except: [`./${domain}`],
    message: 'A web domain does not import another domain: share UI through components/ or lib/.',
  }));
  return [
    ...features,
    ...domains,
    {
      target: `${web}/features`,
      from: [`${web}/app`, `${web}/public-pages`],
      message: 'Features sit below app/ and public-pages/, which mount them.',
    },
    {
      target: `${web}/domains`,
      from: [`${web}/features`, `${web}/app`, `${web}/public-pages`],
      message: 'domains/ sits below the features and app/, which use it.',
    },
    {
      target: [`${web}/components`, `${web}/lib`, `${web}/theme`],
      from: [`${web}/features`, `${web}/app`, `${web}/public-pages`, `${web}/domains`],
      message: 'components/, lib/ and theme/ sit below domains/, the features and app/.',
    },
    {
      target: [`${web}/lib`, `${web}/theme`],
      from: `${web}/components`,
      message: 'lib/ and theme/ are the bottom layer: they do not import components.',
    },
  ];
}

/**
 * Server: realtime/, events/, lib/ and db/ carry the features and import none of them; a
 * feature reads another's data through its service, events or a structural port, never its
 * repository.
 */
function serverZones() {
  const server = 'apps/server/src';
  const repositories = foldersIn(`${server}/features`).map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features/*/*.repository.ts`,
    // Globs in `except` are matched against absolute paths, unlike `from` and `target`.
    except: [`${root}${server}/features/${feature}/*.repository.ts`],
    message:
      "A feature does not import another feature's repository: use its service, its events or a port.",
  }));
  return [
    ...repositories,
    {
      target: [`${server}/realtime`, `${server}/events`, `${server}/lib`, `${server}/db`],
      from: `${server}/features`,
      message:
        'realtime/, events/, lib/ and db/ import no feature: features plug in (hooks, events).',
    },
    {
      target: [`${server}/config.ts`, `${server}/config-*.ts`],
      from: `${server}/features`,
      message:
        'Configuration sits below the features: what it needs from one (a default, a parser) lives in lib/.',
    },
    {
      target: `${server}/modules`,
      from: [`${server}/features`, `${server}/feature-modules.ts`, `${server}/app.ts`],
      message:
        'modules/ is the kernel the features plug into: it imports no feature, and the list of features (feature-modules.ts) sits above it.',
    },
  ];
}

/** The rule's options, with paths resolved from the repository root. */
export const importDirection = { basePath: root, zones: [...webZones(), ...serverZones()] };
