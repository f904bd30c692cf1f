import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh' | 'reset';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 15 * 60;

export interface TokenClaims {
  type: TokenType;
  user_id: number;
  username?: string;
  /** Access tokens: the user's token version when it was issued. */
  ver?: number;
  /** Refresh tokens: the rotation family. Reset tokens: the code they were earned with. */
  fam?: string;
  code_id?: number;
  iat: number;
  exp: number;
  jti: string;
}

/** Signs and verifies the product's HS256 tokens; each carries its type so none stands for another. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(
      claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
      expiresAt: number,
    ): Promise<string> {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
    },

    /** The claims of a valid, unexpired token of the given type, or null. */
    async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.type !== type || typeof payload.user_id !== 'number') return null;
        return payload as unknown as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
