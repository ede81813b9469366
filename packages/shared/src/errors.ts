import { inspectionMessages } from './inspection-limits';
import { messages } from './messages';
import { reminderMessages } from './reminders';
import { requestMessages } from './request-limits';

/**
 * The one catalogue of problems the API reports: a stable code, the HTTP status and the message a user
 * reads. The server throws these by code; the client shows `message`.
 */
export const problems = {
  badInput: { status: 400, message: 'Please check the highlighted fields.' },
  invalidCredentials: { status: 401, message: 'Invalid username or password.' },
  notSignedIn: { status: 401, message: 'Please sign in to continue.' },
  sessionTimeout: { status: 401, message: messages.sessionTimeout },
  accountInactive: { status: 403, message: 'This account is inactive. Please contact your administrator.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  notFound: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'This record was changed by someone else. Reload it and try again.' },
  /** A new inspection of a period that has one: its own code, as the fill-in opens the saved one instead. */
  alreadyFilled: { status: 409, message: inspectionMessages.alreadyFilled },
  tooLarge: { status: 413, message: 'The upload is too large.' },
  unsupportedMediaType: { status: 415, message: requestMessages.unsupportedMediaType },
  rateLimited: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  /** The mail server refused or could not be reached (a reminder): the button shows 'Please Try Again'. */
  mailFailed: { status: 502, message: reminderMessages.failed },
  internal: { status: 500, message: messages.genericFailure },
  unavailable: { status: 503, message: 'The service is starting or unavailable. Please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ProblemCode = keyof typeof problems;

/** The body of every failed response. */
export interface InvalidBody {
  status: 'invalid';
  code: ProblemCode;
  message: string;
  errors?: { path: string; message: string }[];
}
