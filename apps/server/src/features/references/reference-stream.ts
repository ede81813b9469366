import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { StoredFile } from '../../lib/storage';
import { textChecker } from '../../lib/upload-stream';

/** Where a part goes while it is read: to storage (checked on the way), or nowhere (read and dropped). */
export interface PartTarget {
  /** Starts writing the stream to storage; it settles when the stream has ended or failed. */
  put: (stream: Readable) => Promise<StoredFile>;
  /** Past this many bytes the stored copy is dropped (the part is still read to its end). */
  maxBytes: number;
  /** Whether the bytes must stay UTF-8 text without NUL bytes (csv, txt). */
  text: boolean;
}

export interface StreamedPart {
  /** The bytes the part had (up to the multipart limit). */
  size: number;
  /** The stored copy, when every byte passed the checks. */
  stored?: StoredFile;
  /** Why the stored copy was dropped; the storage keeps nothing then. */
  refused?: 'tooLarge' | 'notText';
}

/**
 * Reads one multipart file to its end without holding it: with a target, the bytes go on to storage as they
 * arrive and are checked on the way (size, text); a failed check stops the store, which then keeps nothing,
 * and the rest of the part is read and dropped, so the next parts of the body are still read. Every check's
 * verdict is returned, not thrown, so the caller keeps its own order of checks and messages. A failure of
 * the storage itself is thrown.
 */
export async function streamPart(body: Readable, target?: PartTarget): Promise<StreamedPart> {
  let size = 0;
  let refused: StreamedPart['refused'];
  let sink: PassThrough | undefined;
  let putting: Promise<StoredFile> | undefined;
  const textOk = textChecker();
  if (target) {
    sink = new PassThrough();
    // The store's own listeners see a failed stream; this one keeps a refused part from crashing the process.
    sink.on('error', () => undefined);
    putting = target.put(sink);
    // Awaited below; a refusal's rejection must not count as unhandled meanwhile.
    putting.catch(() => undefined);
  }
  const refuse = (reason: NonNullable<StreamedPart['refused']>) => {
    refused = reason;
    sink?.destroy(new Error(`upload refused: ${reason}`));
    sink = undefined;
  };
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (!sink || !target || !putting) continue;
    if (size > target.maxBytes) refuse('tooLarge');
    else if (target.text && !textOk(chunk)) refuse('notText');
    else if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), putting]);
  }
  if (sink && target?.text && (size === 0 || !textOk())) refuse('notText');
  if (!putting) return { size };
  if (refused) {
    await putting.catch(() => undefined);
    return { size, refused };
  }
  sink?.end();
  return { size, stored: await putting };
}
