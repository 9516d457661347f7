import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the server keeps per connection: the responses it still owes (pipelined requests are
 * answered in order, so all but the first wait their turn) and what to stop when it closes.
 */
interface Connection {
  owed: Set<ServerResponse>;
  onClose: Set<() => void>;
  /** An error answer (400, 408, 431) is due once the owed responses are sent, or has been sent. */
  errorAnswered: boolean;
}

const connections = new WeakMap<Socket, Connection>();

function connectionOf(socket: Socket): Connection {
  let connection = connections.get(socket);
  if (!connection) {
    const created: Connection = { owed: new Set(), onClose: new Set(), errorAnswered: false };
    socket.once('close', () => {
      for (const stop of created.onClose) stop();
      created.onClose.clear();
    });
    connections.set(socket, created);
    connection = created;
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
 * would reset it, and a client still sending could lose the answer before reading it. So the
 * answer does not say `Connection: close`, which makes Node destroy the socket the moment the
 * answer is out.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  res.once('finish', () => {
    const socket = res.req.socket;
    if (socket.destroyed) return;
    socket.end();
    let left = LINGER_BYTES;
    const deadline = setTimeout(() => socket.destroy(), LINGER_MS);
    deadline.unref();
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

/** Sets up a new connection's record as it opens. */
export function trackConnection(socket: Socket): void {
  connectionOf(socket);
}

/** Counts a response as owed on its connection until it is finished or its connection closes. */
export function owe(res: ServerResponse): void {
  const { owed } = connectionOf(res.req.socket);
  owed.add(res);
  const settle = () => owed.delete(res);
  res.once('finish', settle);
  res.once('close', settle);
}

/** Runs `stop` when the socket closes (once for the socket, however many responses ask). */
export function onSocketClose(socket: Socket, stop: () => void): () => void {
  const { onClose } = connectionOf(socket);
  if (socket.destroyed) {
    stop();
    return () => {};
  }
  onClose.add(stop);
  return () => onClose.delete(stop);
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
  return new Promise((resolve) => {
    const forget = onSocketClose(socket, () => {
      res.off('socket', onTurn);
      resolve(false);
    });
    const onTurn = () => {
      forget();
      resolve(true);
    };
    res.once('socket', onTurn);
  });
}

/** An AbortSignal that fires when the client is gone: its response closed or its connection did. */
export function clientGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const forget = onSocketClose(res.req.socket, abort);
  res.once('close', () => {
    forget();
    if (!res.writableFinished) abort();
  });
  return controller.signal;
}

/** Whether the request announced a body (a length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Whether the server is answering before it has read the request's whole body. */
export function answersBeforeBody(req: IncomingMessage): boolean {
  return hasBody(req) && !req.complete;
}

/**
 * `clientError`'s answer (400, 408, 431), by Node's own rule: it never lands inside another
 * response. Responses owed for earlier, whole requests are sent first, each in full; the request
 * that failed (a body that timed out or broke its framing) gets the error as its answer. Then the
 * connection closes. At most one error answer per connection.
 */
export function answerClientError(socket: Socket, answer: string): void {
  const connection = connectionOf(socket);
  if (connection.errorAnswered) return;
  connection.errorAnswered = true;
  // Stop reading: nothing after the error is a request.
  socket.pause();
  const send = () => {
    if (!socket.writable) socket.destroy();
    else socket.end(answer, () => socket.destroy());
  };
  const pending = [...connection.owed].filter((res) => res.headersSent || res.req.complete);
  if (pending.length === 0) {
    send();
    return;
  }
  let left = pending.length;
  const done = () => {
    left -= 1;
    if (left === 0) setImmediate(send);
  };
  for (const res of pending) {
    if (res.writableFinished || res.destroyed) done();
    else {
      let counted = false;
      const once = () => {
        if (counted) return;
        counted = true;
        done();
      };
      res.once('finish', once);
      res.once('close', once);
    }
  }
}
