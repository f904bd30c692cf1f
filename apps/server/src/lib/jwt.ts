import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenType = 'access' | 'refresh' | 'reset';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 15 * 60;
/** How long a just-rotated refresh token still trades for a pair of its family (two tabs). */
export const REFRESH_GRACE_SECONDS = 30;

export interface TokenClaims {
  type: TokenType;
  user_id: number;
  username?: string;
  /** Access tokens: the user's token version when it was issued. */
  ver?: number;
  /** Access tokens: the session (refresh family) they were issued to, so it can be told apart. */
  sid?: string;
  /** Refresh tokens: the rotation family. Reset tokens: the code they were earned with. */
  fam?: string;
  code_id?: number;
  iat: number;
  exp: number;
  jti: string;
}

/** How many verified tokens are remembered; a hit skips the HMAC (every API call checks one). */
const VERIFIED_TOKEN_CACHE = 10_000;

/** Signs and verifies the product's HS256 tokens; each carries its type so none stands for another. */
export function createTokenSigner(secret: string) {
  const signToken = createSigner({ key: secret, algorithm: 'HS256' });
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp'],
    cache: VERIFIED_TOKEN_CACHE,
  });

  return {
    sign(claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>, expiresAt: number): Promise<string> {
      return Promise.resolve(signToken({ ...claims, exp: expiresAt, jti: randomUUID() }));
    },

    /** The claims of a valid, unexpired token of the given type, or null. */
    verify(token: string, type: TokenType): Promise<TokenClaims | null> {
      try {
        const payload = verifyToken(token) as Partial<TokenClaims>;
        if (payload.type !== type || typeof payload.user_id !== 'number')
          return Promise.resolve(null);
        return Promise.resolve(payload as TokenClaims);
      } catch {
        return Promise.resolve(null);
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
