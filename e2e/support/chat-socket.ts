/** Chat messages sent over a socket of the test process, as another member's app would. */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { TestUser } from './fixtures';

/**
 * Sends chat messages from `from` to `to`, in order, over one socket of the test process;
 * returns their ids.
 */
export async function sendMessages(
  baseURL: string,
  from: TestUser,
  to: TestUser,
  ...texts: string[]
) {
  const socket = new WebSocket(
    `${baseURL.replace(/^http/, 'ws')}/ws/socket-server/?token=${from.access}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ids: number[] = [];
  for (const text of texts) {
    const clientId = randomUUID();
    const stored = new Promise<number>((resolve) => {
      const onFrame = (data: WebSocket.RawData) => {
        const frame = JSON.parse(data.toString()) as {
          message?: { id: number; client_id: string | null };
        };
        if (frame.message?.client_id !== clientId) return;
        socket.off('message', onFrame);
        resolve(frame.message.id);
      };
      socket.on('message', onFrame);
    });
    socket.send(JSON.stringify({ message: text, receiver: to.username, client_id: clientId }));
    ids.push(await stored);
    // The server allows 20 frames a second per socket.
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  socket.close();
  return ids;
}
