import { loadConfig } from './config';
import { createS3Storage } from './lib/s3-storage';
import { createDiskStorage } from './lib/storage';
import { copyStorage } from './lib/storage-copy';

/**
 * `npm run storage:copy-to-s3`: copies the files under DATA_DIR/uploads to the bucket the S3_* variables name
 * (STORAGE need not be s3 yet). Run it again after an interruption, or after switching STORAGE to s3 to pick
 * up files uploaded meanwhile: files already copied are skipped. The disk copy is left as it is.
 */
const say = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const config = loadConfig({ ...process.env, STORAGE: 's3' });
  if (config.storage.kind !== 's3') throw new Error('S3 settings are missing');
  const from = createDiskStorage(config.dataDir);
  const to = createS3Storage(config.storage.s3);
  const target = `${config.storage.s3.endpoint ?? 'AWS S3'} bucket ${config.storage.s3.bucket}`;
  say(`Copying ${config.dataDir}/uploads to ${target} (prefix "${config.storage.s3.prefix}")`);
  let seen = 0;
  const result = await copyStorage(from, to, {
    onFile: () => {
      seen += 1;
      if (seen % 500 === 0) say(`… ${seen} files`);
    },
  });
  say(`Done: ${result.copied} copied (${result.bytes} bytes), ${result.skipped} already there and skipped.`);
}

main().catch((error: unknown) => {
  console.error(`Copy stopped: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Run the command again to finish: files already copied are skipped.');
  process.exitCode = 1;
});
