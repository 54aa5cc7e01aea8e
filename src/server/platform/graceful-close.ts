import type { FastifyInstance } from 'fastify';

/**
 * When the app closes, Fastify ends the keep-alive connections that are idle at that moment
 * (`forceCloseConnections: 'idle'`) and answers 503 with `Connection: close` a request that arrives
 * on a connection still open (`return503OnClosing`). A connection busy at that moment is neither:
 * its answer went out as keep-alive, so the close waited for it until the shutdown deadline and a
 * next request sent on it met a process that was gone, without an answer. Every answer sent while
 * closing therefore says `Connection: close`: the connection ends with its last answer and the
 * client sends its next request on a new one (to another instance).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
