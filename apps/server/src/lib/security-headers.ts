import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The web app's hashed scripts and styles: never a document, so never framed or navigated to. */
const SCRIPT_OR_STYLE_ASSET = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * Helmet with a CSP the web app (Mantine's inline styles, Google sign-in) works under. The
 * middleware is built once: `@fastify/helmet` built it again for every request, parsing the
 * CSP's directives each time, about 4% of a search request's server time (issue 36,
 * decision 069).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", secure ? 'wss:' : 'ws:', GOOGLE_GSI],
        frameSrc: [GOOGLE_GSI],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    // Google's sign-in popup must be able to message back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: secure,
  });
  // A script or a style sheet takes only what applies to it: no sniffing, who may embed it,
  // HSTS. The rest (the CSP alone is 430 bytes) governs documents; on the sign-in pages' 80
  // small chunks it was 95 of the 151 KB Lighthouse counts as JavaScript sent (issue 36).
  // sw.js is not under /assets/: a service worker's CSP comes from its own response.
  const setAssetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: secure,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // Before any handler, so a route that needs its own policy (a chat file) sets it over these.
  app.addHook('onRequest', (request, reply, done) => {
    const set = SCRIPT_OR_STYLE_ASSET.test(request.url) ? setAssetHeaders : setHeaders;
    set(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
