/**
 * The PostgreSQL wire protocol's framing, checked before a byte reaches PGlite (decision 0036).
 * PGlite trusts its input: a Query whose length is negative made it loop at 100 % CPU in the
 * server's thread forever. Here every frame is whole and well-formed or the connection is closed.
 *
 * A connection starts with untyped packets (int32 length, int32 code): SSLRequest and
 * GSSENCRequest (answered 'N'), CancelRequest, then the StartupMessage (protocol 3.0,
 * NUL-terminated name/value pairs ending with an empty name). After that every message is a type
 * byte, an int32 length (counting itself, so >= 4) and that many bytes less four.
 */
const MAX_STARTUP_LENGTH = 10_000; // PostgreSQL's MAX_STARTUP_PACKET_LENGTH
/** A larger message (a 16 MB statement or COPY row) is not maintenance work: stop the server and use the directory. */
const MAX_MESSAGE_LENGTH = 16 * 1024 * 1024;

const PROTOCOL_3 = 0x0003_0000;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** Frontend messages PGlite may be given: Bind, Close, CopyData/Done/Fail, Describe, Execute, Flush, Parse, Query, Sync, Terminate. */
const FRONTEND_TYPES = new Set([...'BCdcfDEHPQSX'].map((c) => c.charCodeAt(0)));
export const TERMINATE = 'X'.charCodeAt(0);

export type Frame =
  | { kind: 'ssl-request' }
  | { kind: 'cancel-request' }
  | { kind: 'startup'; bytes: Uint8Array; params: Record<string, string> }
  | { kind: 'message'; type: number; bytes: Uint8Array };

export class FrameError extends Error {
  override name = 'FrameError';
}

function startupParams(packet: Buffer): Record<string, string> {
  const params: Record<string, string> = {};
  let at = 8;
  for (;;) {
    const end = packet.indexOf(0, at);
    if (end < 0) throw new FrameError('startup packet: unterminated parameter');
    if (end === at) break;
    const name = packet.toString('utf8', at, end);
    const valueEnd = packet.indexOf(0, end + 1);
    if (valueEnd < 0) throw new FrameError(`startup packet: parameter ${name} has no value`);
    params[name] = packet.toString('utf8', end + 1, valueEnd);
    at = valueEnd + 1;
  }
  if (at !== packet.length - 1) throw new FrameError('startup packet: bytes after the final terminator');
  if (!params.user) throw new FrameError('startup packet: no user');
  if (params.replication !== undefined) throw new FrameError('startup packet: replication is not served');
  return params;
}

/** Cuts a byte stream into frames; throws FrameError at the first malformed one. */
export class FrameReader {
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;

  get started(): boolean {
    return this.#started;
  }

  /** Bytes received that do not yet make a whole frame. */
  get pending(): number {
    return this.#buffer.length;
  }

  push(chunk: Uint8Array): Frame[] {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : Buffer.from(chunk);
    const frames: Frame[] = [];
    for (;;) {
      const frame = this.#started ? this.#message() : this.#untyped();
      if (!frame) return frames;
      frames.push(frame);
    }
  }

  #take(length: number): Buffer {
    const bytes = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return Buffer.from(bytes);
  }

  #untyped(): Frame | null {
    if (this.#buffer.length < 4) return null;
    const length = this.#buffer.readInt32BE(0);
    if (length < 8 || length > MAX_STARTUP_LENGTH) throw new FrameError(`startup packet: length ${length}`);
    if (this.#buffer.length < 8) return null;
    const code = this.#buffer.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      if (length !== 8) throw new FrameError('SSL/GSS request: length must be 8');
      this.#take(8);
      return { kind: 'ssl-request' };
    }
    if (code === CANCEL_REQUEST) {
      if (length !== 16) throw new FrameError('cancel request: length must be 16');
      if (this.#buffer.length < 16) return null;
      this.#take(16);
      return { kind: 'cancel-request' };
    }
    if (code !== PROTOCOL_3) throw new FrameError(`startup packet: protocol ${code >>> 16}.${code & 0xffff}`);
    if (this.#buffer.length < length) return null;
    const packet = this.#take(length);
    const params = startupParams(packet);
    this.#started = true;
    return { kind: 'startup', bytes: packet, params };
  }

  #message(): Frame | null {
    if (this.#buffer.length < 1) return null;
    const type = this.#buffer[0]!;
    if (!FRONTEND_TYPES.has(type)) throw new FrameError(`message type 0x${type.toString(16)}`);
    if (this.#buffer.length < 5) return null;
    const length = this.#buffer.readInt32BE(1);
    if (length < 4 || length > MAX_MESSAGE_LENGTH) throw new FrameError(`message length ${length}`);
    if (this.#buffer.length < 1 + length) return null;
    return { kind: 'message', type, bytes: this.#take(1 + length) };
  }
}

/** An ErrorResponse (FATAL before closing, ERROR otherwise) a client shows as its message. */
export function errorResponse(severity: 'FATAL' | 'ERROR', code: string, message: string): Buffer {
  const field = (tag: string, value: string) => Buffer.concat([Buffer.from(tag), Buffer.from(value), Buffer.from([0])]);
  const body = Buffer.concat([
    field('S', severity),
    field('V', severity),
    field('C', code),
    field('M', message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
