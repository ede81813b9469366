import { FREQUENCIES, type Frequency } from './forms-vocabulary';

/** The five report lists (spec 3 §2.1): the address spells the frequency in lower case. */
export const REPORT_SLUGS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type ReportSlug = (typeof REPORT_SLUGS)[number];

/** 'daily' and 'Daily' (spec 1 §2 writes /reports/Daily) open the same list; anything else is no list. */
export const reportSlugOf = (text: string | undefined): ReportSlug | undefined =>
  REPORT_SLUGS.find((slug) => slug === text?.toLowerCase());

export const reportFrequency = (slug: ReportSlug): Frequency =>
  FREQUENCIES[REPORT_SLUGS.indexOf(slug)] as Frequency;
