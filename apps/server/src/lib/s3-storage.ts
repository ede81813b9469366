import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import {
  checkedFile,
  checkedFolder,
  fileUrl,
  isStoredName,
  newFileName,
  type Storage,
  type StorageBody,
  type StoredFile,
} from './storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `envirotrack/`, to share a bucket. */
  prefix: string;
}

/** Streams are sent in parts of this size (S3's smallest part), two at a time: 10 MB in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible services (and older versions of them)
    // refuse or mis-store the SDK's default trailing CRC checksums (docs/decisions.md, File storage).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket under `prefix + folder/name`. An object appears whole or not at all (S3
 * writes are atomic), so there is no temporary object; a stream is sent in parts and a failed one aborted.
 */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const keyOf = (file: StoredFile) => {
    checkedFile(file);
    return `${settings.prefix}${file.folder}/${file.name}`;
  };
  const write = async (Key: string, body: StorageBody) => {
    if (Buffer.isBuffer(body)) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }));
      return;
    }
    // A stream always goes through Upload, which reads it into parts (one PutObject when it is small): a
    // stream sent as the body of one request would leave that request waiting if it failed half-way.
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body: body },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // A stream that fails stops the upload (its parts are aborted) instead of leaving it waiting.
    const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
    await Promise.race([upload.done(), failed]).catch(async (error: unknown) => {
      await upload.abort().catch(() => undefined);
      throw error;
    });
  };
  const head = async (file: StoredFile) => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(file) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const open = async (file: StoredFile) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer has no readable body');
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(folder, body, extension) {
      const file = checkedFile({ folder, name: newFileName(extension) });
      await write(keyOf(file), body);
      return file;
    },
    async putAt(file, body) {
      await write(keyOf(file), body);
    },
    async read(file) {
      const opened = await open(file);
      if (!opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    open,
    stat: head,
    async remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(file) }));
    },
    async *list(folder) {
      const Prefix = `${settings.prefix}${checkedFolder(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(Prefix.length) ?? '';
          if (isStoredName(name)) yield { name, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    urlOf: (file) => fileUrl(file),
  };
}
