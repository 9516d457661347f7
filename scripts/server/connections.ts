import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the server keeps per connection: the responses it still owes (pipelined requests are
 * answered in order, so all but the first wait their turn), what to stop when it closes (one
 * `close` listener per socket, however many responses wait), and whether an error was answered.
 */
interface Connection {
  owed: Set<ServerResponse>;
  onClose: Set<() => void>;
  errorAnswered: boolean;
}

const connections = new WeakMap<Socket, Connection>();

function connectionOf(socket: Socket): Connection {
  let connection = connections.get(socket);
  if (!connection) {
    const created: Connection = { owed: new Set(), onClose: new Set(), errorAnswered: false };
    socket.once('close', () => created.onClose.forEach((stop) => stop()));
    connections.set(socket, (connection = created));
  }
  return connection;
}

/** After an early answer: bytes read and dropped at most, and the longest wait, before closing. */
export const LINGER_BYTES = 64 * 1024;
export const LINGER_MS = 2000;

/**
 * Closes the connection once `res` is written, for an answer made before the request's whole body
 * was read (404, 413, 415, 429, a GET with a body): the write side ends, so the client has the
 * whole answer; Node reads and drops what it goes on sending, up to LINGER_BYTES, and the
 * connection is destroyed when the client closes its side or after LINGER_MS. Destroying at once
 * would reset it, and a client still sending could lose the answer before reading it; so the
 * answer does not say `Connection: close`, which makes Node destroy the socket once it is out.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  res.once('finish', () => {
    const socket = res.req.socket;
    if (socket.destroyed) return;
    socket.end();
    let left = LINGER_BYTES;
    const deadline = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    // Past the limit the socket stays paused (Node resumes it when a request is drained), so the
    // client's sending stalls on a full window instead of being read and dropped for ever.
    const hold = () => socket.pause();
    socket.once('close', () => clearTimeout(deadline));
    socket.once('end', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0 && !socket.listeners('resume').includes(hold)) {
        socket.pause();
        socket.on('resume', hold);
      }
    });
  });
}

/** Whether the server is answering before it has read the request's whole body. */
export function answersBeforeBody(req: IncomingMessage): boolean {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  return hasBody && !req.complete;
}

/** Counts a response as owed on its connection until it is finished or its connection closes. */
export function owe(res: ServerResponse): void {
  const { owed } = connectionOf(res.req.socket);
  owed.add(res);
  const settle = () => owed.delete(res);
  res.once('finish', settle);
  res.once('close', settle);
}

/**
 * Resolves true when the response is the one being written on its connection (pipelined
 * responses wait their turn), false if the connection closes first. Only then is a file opened
 * for it: a queued response never holds a file handle.
 */
export function whenItsTurn(res: ServerResponse): Promise<boolean> {
  const socket = res.req.socket;
  if (socket.destroyed) return Promise.resolve(false);
  if (res.socket) return Promise.resolve(true);
  const { onClose } = connectionOf(socket);
  return new Promise((resolve) => {
    const closed = () => {
      res.off('socket', onTurn);
      resolve(false);
    };
    const onTurn = () => {
      onClose.delete(closed);
      resolve(true);
    };
    onClose.add(closed);
    res.once('socket', onTurn);
  });
}

/**
 * `clientError`'s answer (400, 408, 431). Node's own handler destroys the connection under a
 * response still being written; here responses owed for earlier, whole requests are sent first,
 * each in full, then the answer, then the connection closes. At most one per connection.
 */
export function answerClientError(socket: Socket, answer: string): void {
  const connection = connectionOf(socket);
  if (connection.errorAnswered) return;
  connection.errorAnswered = true;
  // Stop reading: nothing after the error is a request.
  socket.pause();
  const send = () => (socket.writable ? socket.end(answer, () => socket.destroy()) : socket.destroy());
  const pending = [...connection.owed].filter((res) => res.headersSent || res.req.complete);
  const settled = pending.map((res) =>
    res.writableFinished || res.destroyed
      ? undefined
      : new Promise((resolve) => {
          res.once('finish', resolve);
          res.once('close', resolve);
        }),
  );
  if (pending.length === 0) send();
  else void Promise.all(settled).then(() => setImmediate(send));
}
