import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Helmet with a CSP the web app (Mantine's inline styles, Google sign-in) works under. */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  await app.register(helmet, {
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
    hsts: secure,
  });
}
