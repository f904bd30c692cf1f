/** What the web app needs to know about the server's set-up before signing in. */
export const presentClientConfig = (google: { clientId?: string | null }) => ({
  google_client_id: google.clientId ?? null,
});
