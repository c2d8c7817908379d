import type { FastifyInstance } from 'fastify';

/**
 * Listens and shuts down gracefully on SIGTERM/SIGINT: stop accepting, close sockets and
 * streams (onClose hooks), then exit; a shutdown that hangs is cut after 10 s.
 */
export async function serve(app: FastifyInstance, port: number, host: string): Promise<string> {
  const address = await app.listen({ port, host });
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return address;
}
