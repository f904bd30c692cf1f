import { findExecutable } from './executables';
import { freePort, startProcess, stopProcess, untilListening } from './processes';

/** Why a private Redis cannot be started here, or undefined when it can. */
export const redisServerMissing = () =>
  findExecutable('redis-server') ? undefined : 'redis-server is not on PATH';

/**
 * A private, memory-only Redis on a free port, for tests that stop and restart it (never the
 * machine's shared one). `stop` and `start` keep the port, so clients reconnect to it by
 * themselves; `stop` in afterAll leaves nothing running.
 */
export async function startRedisServer() {
  const port = await freePort();
  let current: ReturnType<typeof startProcess> | undefined;

  async function start() {
    if (current) return;
    const process = startProcess(findExecutable('redis-server') ?? 'redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    current = process;
    try {
      await untilListening(port, 10_000);
    } catch (error) {
      await stop();
      throw new Error(`redis-server did not start: ${process.output()}`, { cause: error });
    }
  }

  async function stop() {
    const process = current;
    current = undefined;
    if (process) {
      process.child.kill('SIGCONT');
      await stopProcess(process);
    }
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers. */
  const pause = () => void current?.child.kill('SIGSTOP');
  const resume = () => void current?.child.kill('SIGCONT');

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, pause, resume };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
