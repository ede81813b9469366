import type { SignatureFont } from '@envirotrack/shared';

export type SignatureMode = 'typed' | 'drawn';

/** A saved (uploaded) signature as the fill-in keeps it until the inspection is submitted. */
export interface SignatureValue {
  /** The stored file name the submission refers to (signatureUrls). */
  name: string;
  url: string;
  mode: SignatureMode;
  typedName?: string;
  font?: SignatureFont;
}
