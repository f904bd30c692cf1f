/** The admin start-server.ts puts in the fresh database before the server starts. */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e_admin@example.com',
  password: 'e2e-admin-pass-42',
} as const;
