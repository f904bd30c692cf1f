/** A bare `ws` echo server: the floor a chat round trip is compared with. */
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
server.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
server.on('listening', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`echo listening on ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
