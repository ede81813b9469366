import { problems, type ProblemCode } from '@envirotrack/shared';

/** A failure the client is told about: a catalogue code, its HTTP status, and a message. */
export class Problem extends Error {
  readonly status: number;

  constructor(
    readonly code: ProblemCode,
    message?: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message ?? problems[code].message);
    this.status = problems[code].status;
  }
}
