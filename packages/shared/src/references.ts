import { z } from 'zod';
import { dbId } from './ids';

/**
 * Reference documents (spec 3 §2.11, §3, §5, §7, §8): an organisation's files and links, plus built-in
 * links every organisation sees. L1 (acting in an organisation) and L2 add and delete them
 * (docs/decisions.md, Golden rules and references).
 */
export const referenceMessages = {
  none: 'No Reference Document Uploaded',
  uploadOne: 'Upload One Now?',
  dropZone: 'Try dropping a file here or click to select a file to upload.',
  linkPlaceholder: 'Paste your link here...',
  titlePlaceholder: 'Enter your Reference Title...',
  multipleBanners: 'Sorry multiple banner imagae upload is not allowed.',
  multipleFiles: 'Sorry multiple file upload is not allowed.',
  fileTitle: 'Please add title to the file.',
  /** Spec 3 §5: a URL needs a title (its wording is not shown: the file's is used). */
  linkTitle: 'Please add title to the link.',
  uploaded: 'File/URL Uploaded Successfully..!!',
  deleted: 'File Deleted Successfully..!!',
  confirmOne: 'Are you sure you want to delete this reference?',
  confirmMany: 'Are you sure you want to delete these reference ?',
  /** Beyond the spec: what the server answers. */
  nothingToUpload: 'Choose a file or paste a link to upload.',
  fileOrLink: 'Send a file or a link, not both.',
  badLink: 'The link must be an http or https address.',
  bannerTypes: `Only ${['jpg', 'png', 'jpeg'].join(', ')} files allowed. 1 file(s) CANNOT be upload.`,
  builtIn: 'Built-in references cannot be deleted.',
  notFound: 'Reference not found.',
  chooseOrganisation: 'Choose an organisation in the header to see or change its reference documents.',
  tooLarge: 'The file is too large.',
} as const;

/** Spec 1 §9: reference banner images. */
export const REFERENCE_BANNER_TYPES = ['jpg', 'png', 'jpeg'] as const;
/** Limits the spec does not give (docs/decisions.md, Golden rules and references). */
export const REFERENCE_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const REFERENCE_BANNER_MAX_BYTES = 2 * 1024 * 1024;
export const REFERENCE_TITLE_MAX = 200;
export const REFERENCE_LINK_MAX = 2000;
export const REFERENCES_DELETE_MAX = 100;

/** The multipart fields of POST /api/References (spec 3 §3 upload payload). */
export const referenceUploadFields = {
  title: 'referenceTitle',
  link: 'referenceLink',
  file: 'referenceFileData',
  banner: 'bannerImage',
} as const;

export const reference = z.object({
  referenceId: z.number().int(),
  referenceTitle: z.string(),
  /** A link reference's address; null for a file. */
  referenceLink: z.string().nullable(),
  /** The file's type ('pdf', 'docx' ...) or 'url'. */
  referenceExt: z.string(),
  /** The API path of the banner image, or null (the card shows a type icon, or the logo for built-ins). */
  referenceBanner: z.string().nullable(),
  /** The API path of the stored file; null for a link. */
  referenceFile: z.string().nullable(),
  referenceFileName: z.string().nullable(),
  referenceSize: z.number().int().nullable(),
  isDeletable: z.boolean(),
});
export type Reference = z.infer<typeof reference>;

export const deleteReferencesBody = z.object({
  referenceIds: z.array(dbId).min(1).max(REFERENCES_DELETE_MAX),
  /** Spec 3 §7 sends the company; the server acts in the caller's organisation whatever it says. */
  company: z.union([z.string().max(200), z.number()]).optional(),
});
export type DeleteReferencesBody = z.input<typeof deleteReferencesBody>;

/** An http or https address with a host and no spaces (shared code has no URL class to parse with). */
export const isHttpLink = (text: string): boolean => /^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i.test(text);

/** Spec 3 §2.11: the size shown beside a chosen file, in KB. */
export const sizeInKb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
