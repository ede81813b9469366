/** A fixed window of attempts: at most `max` (attempts, or bytes for upload volume) per `windowMinutes`. */
export interface AttemptLimit {
  max: number;
  windowMinutes: number;
}

/**
 * Limits the spec does not give (docs/decisions.md, 'Attempt limits'), counted in the database so every app
 * instance sees the same figure. Sign-in, forgot and reset are also limited per client address and minute
 * (AUTH_RATE_LIMIT).
 */
export const attemptLimits = {
  /**
   * Wrong passwords for one login (user id or e-mail, known or not) from addresses it has not signed in from
   * lately; then that login is refused from those addresses until the window ends.
   */
  signInPerLogin: { max: 10, windowMinutes: 15 },
  /** The same, counted apart for each address the login signed in from lately (strangers cannot lock it). */
  signInPerLoginFromKnownAddress: { max: 10, windowMinutes: 15 },
  /** How long a successful sign-in makes its address a known one for that login. */
  knownAddressDays: 30,
  /** Wrong old passwords on Change Password, per account. */
  passwordChangePerAccount: { max: 5, windowMinutes: 15 },
  /** Temporary-password mails asked for one e-mail address (known or not). */
  forgotPerAddress: { max: 5, windowMinutes: 60 },
  /** Uploads (attachments, signatures, logos) per user. */
  uploadsPerUser: { max: 100, windowMinutes: 15 },
  /** Bytes uploaded per user (as the request declares them). */
  uploadBytesPerUser: { max: 500 * 1024 * 1024, windowMinutes: 15 },
} as const satisfies Record<string, AttemptLimit | number>;

/** How long unattached uploads are kept: a file no inspection took up in this time is removed. */
export const UNATTACHED_FILE_HOURS = 24;

export const attemptMessages = {
  tryAgainIn: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  tooManyUploads: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;
