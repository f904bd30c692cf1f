import { createServer } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'partnerly-test.apps.googleusercontent.com';

/**
 * A local stand-in for Google's certificate endpoint: it publishes an RSA key as a JWKS,
 * and signs ID tokens with it the way Google does.
 */
export async function startGoogleJwks() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    /** An ID token as Google issues it; override claims to make bad ones. */
    idToken(claims: Record<string, unknown>, audience = GOOGLE_TEST_CLIENT_ID) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject(String(claims.email ?? 'sub'))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
