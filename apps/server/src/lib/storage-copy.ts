import { STORAGE_FOLDERS, type Storage, type StoredFile } from './storage';

export interface CopyResult {
  /** Files written to the target. */
  copied: number;
  /** Files the target had already, with the same size (copied by an earlier run). */
  skipped: number;
  bytes: number;
}

export interface CopyOptions {
  /** Files copied at once (each one is a stat and a streamed write). */
  concurrency?: number;
  /** Told of each file copied or skipped. */
  onFile?: (file: StoredFile, outcome: 'copied' | 'skipped', size: number) => void;
}

/**
 * Copies every stored file from one storage to another (DATA_DIR's disk to an S3 bucket), folder by folder,
 * streaming each one. Idempotent and resumable: a file the target already has with the same size is skipped,
 * and a file is written whole or not at all (an S3 object appears on its last byte; on disk a temporary file
 * is renamed), so a run stopped half-way is finished by running it again. The source is only read.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 };
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const copyOne = async (file: StoredFile, size: number) => {
    const there = await to.stat(file);
    if (there?.size === size) {
      result.skipped += 1;
      options.onFile?.(file, 'skipped', size);
      return;
    }
    const opened = await from.open(file);
    if (!opened) return; // removed since it was listed (an unattached upload cleaned up): nothing to copy
    await to.putAt(file, opened.stream);
    const written = await to.stat(file);
    if (written?.size !== opened.size) {
      throw new Error(
        `${file.folder}/${file.name}: ${written?.size ?? 'no'} bytes written of ${opened.size}`,
      );
    }
    result.copied += 1;
    result.bytes += opened.size;
    options.onFile?.(file, 'copied', opened.size);
  };
  for (const folder of STORAGE_FOLDERS) {
    const running = new Set<Promise<void>>();
    let failure: unknown;
    for await (const { name, size } of from.list(folder)) {
      if (failure) break;
      const task = copyOne({ folder, name }, size)
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => running.delete(task));
      running.add(task);
      if (running.size >= concurrency) await Promise.race(running);
    }
    await Promise.all(running);
    if (failure) throw failure;
  }
  return result;
}
