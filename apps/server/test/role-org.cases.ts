import type { Caller, Call, World } from './role-org.world';

/** What must happen: a 2xx ('ok'), or the refusal the API answers for it (401/403/404, or 400 for a body). */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409;
export type Expectation = Record<Caller, Outcome>;

export interface Case {
  /** Which resource of A the call targets, when an operation is tried on more than one. */
  label?: string;
  /**
   * 'A': the call targets organisation A's resources, so B's L2 must be refused (checked on the table).
   * 'own': it acts on the caller's own account or organisation (a list, a form of its own), so B's L2 may
   * succeed, but no answer may show it anything of A. 'public': needs no sign-in.
   */
  reach: 'A' | 'own' | 'public';
  expect: Expectation;
  /** Markers of HIDDEN_FROM this call may show all the same (say why next to it). */
  mayShow?: string[];
  /** The request `who` makes (making throwaway resources first where an allowed call uses one up). */
  request(w: World, who: Caller): Promise<Call>;
  /** Puts the fixture back after an allowed call (e.g. a changed password). */
  restore?(w: World, who: Caller): Promise<void>;
}

export const everyone: Expectation = {
  anon: 'ok',
  l1all: 'ok',
  l1a: 'ok',
  a2: 'ok',
  a3: 'ok',
  a4: 'ok',
  b2: 'ok',
};
export const signedIn: Expectation = { ...everyone, anon: 401 };

/** Per level; `l1` stands for L1 in All and L1 acting in A, anonymous callers get 401. */
export const roles = (
  r: { l1: Outcome; a2: Outcome; a3: Outcome; a4: Outcome; b2: Outcome } & Partial<Expectation>,
): Expectation => ({
  anon: 401,
  l1all: r.l1,
  l1a: r.l1,
  a2: r.a2,
  a3: r.a3,
  a4: r.a4,
  b2: r.b2,
  ...(r.l1all === undefined ? {} : { l1all: r.l1all }),
  ...(r.l1a === undefined ? {} : { l1a: r.l1a }),
});

/** Plant scope (docs/decisions.md, Plants): L1, A's L2, the L3 of the plant's region, its assigned L4. */
export const inScopeN = roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 'ok', b2: 404 });
/** The same call on the South plant: outside the scope of A's L3 of North and L4 of a North plant. */
export const inScopeS = roles({ l1: 'ok', a2: 'ok', a3: 404, a4: 404, b2: 404 });

export const get = (url: string): Call => ({ method: 'GET', url });
export const post = (url: string, payload: object = {}): Call => ({ method: 'POST', url, payload });
export const put = (url: string, payload: object = {}): Call => ({ method: 'PUT', url, payload });

/** The operation tried on plant N (in scope of every level of A) and on plant S (outside L3/L4's). */
export const onBothPlants = (request: (w: World, who: Caller, plantId: number) => Promise<Call>): Case[] => [
  { label: 'plant N', reach: 'A', expect: inScopeN, request: (w, who) => request(w, who, w.plantN) },
  { label: 'plant S', reach: 'A', expect: inScopeS, request: (w, who) => request(w, who, w.plantS) },
];
