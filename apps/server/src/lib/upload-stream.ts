import { Readable, Transform } from 'node:stream';

/** The first bytes of a stream, and the whole stream again (those bytes first) to pass on. */
export interface Peeked {
  head: Buffer;
  /** Whether the head is the whole stream. */
  complete: boolean;
  body: Readable;
}

/**
 * Reads up to `bytes` from the start of a stream without losing them: the type of an upload is recognised by
 * its first bytes before the rest is read, so the file goes on to storage as it arrives, never held whole.
 */
export async function peek(stream: Readable, bytes: number): Promise<Peeked> {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let complete = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      complete = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* all() {
    if (first.length) yield first;
    if (complete) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: first.subarray(0, bytes), complete, body: Readable.from(all(), { objectMode: false }) };
}

export interface Guard {
  /** The stream to store: it fails (and the store keeps nothing) when a check fails. */
  stream: Transform;
  /** The bytes that went through. */
  size(): number;
}

/**
 * Passes an upload on while checking it as it goes: past `maxBytes`, or cut short by the multipart limit
 * (`truncated`), it fails with `tooLarge()`; with `text`, bytes that are not UTF-8 text fail with `notText()`.
 */
/** A decoder that says whether each chunk (undefined: the end) continues valid UTF-8 text without NULs. */
export function textChecker() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk?: Buffer) => {
    try {
      if (chunk?.includes(0)) return false;
      decoder.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  };
}

export function guardUpload(options: {
  maxBytes: number;
  truncated: () => boolean;
  text: boolean;
  tooLarge: () => Error;
  notText: () => Error;
}): Guard {
  let size = 0;
  const textOk = textChecker();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(options.tooLarge());
      if (options.text && !textOk(chunk)) return callback(options.notText());
      callback(null, chunk);
    },
    flush(callback) {
      if (options.truncated()) return callback(options.tooLarge());
      if (options.text && (size === 0 || !textOk())) return callback(options.notText());
      callback();
    },
  });
  return { stream, size: () => size };
}
