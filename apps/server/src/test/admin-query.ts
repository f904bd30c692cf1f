/** Runs one statement (CREATE or DROP DATABASE) on the server named by `url`. */
export async function adminQuery(url: string, statement: string) {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server named by `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
