import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers';

async function appFor(publicUrl: string) {
  const app = Fastify();
  await registerSecurityHeaders(app, publicUrl);
  app.get('/page', async () => 'ok');
  app.get('/assets/*', async () => 'asset');
  app.get('/file', async (_request, reply) =>
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox").send('file'),
  );
  return app;
}

describe('security headers', () => {
  it('send the CSP the web app works under, the popup-friendly opener policy and no HSTS over http', async () => {
    const app = await appFor('http://localhost:3000');
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject('/page');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp).toContain("connect-src 'self' ws: https://accounts.google.com/gsi/");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('over https add HSTS, secure sockets and upgraded requests', async () => {
    const app = await appFor('https://partnerly.example');
    const response = await app.inject('/page');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' wss:");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await app.close();
  });

  it('let a route set its own policy over them', async () => {
    const app = await appFor('http://localhost:3000');
    const response = await app.inject('/file');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await app.close();
  });

  it('send a hashed script or style sheet only what applies to it, and any other asset everything', async () => {
    const app = await appFor('https://partnerly.example');
    for (const url of ['/assets/login-yJD97U85.js', '/assets/index-B1c2.css?v=1']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(response.headers[documentOnly]).toBeUndefined();
      }
    }
    for (const url of ['/assets/logo.svg', '/assets/x.js.html', '/page?file=/assets/a.js']) {
      expect((await app.inject(url)).headers['content-security-policy']).toContain('default-src');
    }
    await app.close();
  });
});
