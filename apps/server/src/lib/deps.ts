import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';
import type { Storage } from './storage';
import type { TokenSigner } from './tokens';

/** What route plugins are given: plain values, passed explicitly at registration. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenSigner;
  mailer: Mailer;
  storage: Storage;
  /** The job queue: define jobs while routes register; send them from requests. */
  jobs: Jobs;
}
