import { UNATTACHED_FILE_HOURS } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/jobs';
import type { Storage, StorageFolder } from '../../lib/storage';
import { deleteUnattachedFiles, lockUnattachedFiles, referencedFileNames } from './inspection-files.queries';

export interface CleanupDeps {
  db: Db;
  storage: Storage;
}

export interface CleanupResult {
  /** Files removed, rows and stored bytes. */
  removed: number;
  /** Unattached files kept because an inspection refers to them all the same. */
  kept: number;
}

/**
 * Removes the uploads (attachments and signatures) that no inspection took up within a day: the row first,
 * in a transaction that re-checks it is still unattached and unreferenced, then the stored file. A file an
 * inspection refers to (its signature, or a file listed in any saved version) is never removed.
 */
export async function cleanUnattachedFiles(
  deps: CleanupDeps,
  options: { hours?: number; batch?: number } = {},
): Promise<CleanupResult> {
  const hours = options.hours ?? UNATTACHED_FILE_HOURS;
  const batch = options.batch ?? 200;
  const result: CleanupResult = { removed: 0, kept: 0 };
  let afterId = 0;
  for (;;) {
    const round = await deps.db.transaction(async (tx) => {
      const candidates = await lockUnattachedFiles(tx, hours, afterId, batch);
      const referenced = await referencedFileNames(
        tx,
        candidates.map((c) => c.name),
      );
      const free = candidates.filter((c) => !referenced.has(c.name));
      const gone = await deleteUnattachedFiles(
        tx,
        free.map((c) => c.id),
      );
      return { candidates, gone, kept: candidates.length - gone.length };
    });
    for (const file of round.gone) {
      // The row is gone: a file left behind by a failed removal is only unused bytes, never a broken link.
      await deps.storage
        .remove({ folder: file.folder as StorageFolder, name: file.name })
        .catch(() => undefined);
    }
    result.removed += round.gone.length;
    result.kept += round.kept;
    const last = round.candidates.at(-1);
    if (!last || round.candidates.length < batch) return result;
    afterId = last.id;
  }
}

/** Every hour, the uploads older than a day that no inspection took up are removed. */
export const unattachedFilesJob = (deps: CleanupDeps): JobDefinition => ({
  name: 'files.clean-unattached',
  cron: '23 * * * *',
  run: async () => {
    await cleanUnattachedFiles(deps);
  },
});
