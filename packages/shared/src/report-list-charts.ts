import { z } from 'zod';
import { compliancePeriod } from './compliance';
import { dbIdText } from './ids';
import { LIBRARY_PARENT_IDS } from './library-parent-ids';
import { reportListMessages, reportYear, REPORT_INSPECTION_TYPES } from './report-lists';

/**
 * The charts of the quarterly and yearly report lists (spec 3 §2.1, §3 'Quarterly counts'; docs/decisions.md,
 * Report list charts): Complete versus InComplete due forms of the list's period, region and the caller's
 * scope, from compliance status.
 */
export const CHART_SLUGS = ['quarterly', 'yearly'] as const;
export type ChartSlug = (typeof CHART_SLUGS)[number];

export const CHART_COLOURS = { complete: '#63AB66', incomplete: '#eaa866' } as const;
/** Each bar's row height (spec 3 §2.1). */
export const CHART_BAR_HEIGHT = 35;

/** The quarterly chart's bars (spec 3 §3 'Quarterly counts: QTRVisual and ShopInspection'), by parent id. */
export const QUARTERLY_CHART_FORMS = [
  { key: 'QTRVisual', label: 'Quarter Visual', parentId: LIBRARY_PARENT_IDS.qtrVisual },
  { key: 'ShopInspection', label: 'ShopInspection', parentId: LIBRARY_PARENT_IDS.shopInspection },
] as const;

export const chartMessages = {
  empty: 'No Details found',
  complete: 'Complete',
  incomplete: 'Incomplete',
  title: (slug: ChartSlug) =>
    `${slug === 'quarterly' ? 'Quarterly' : 'Yearly'} forms: complete versus incomplete`,
  badFrequency: `The frequency must be one of: ${CHART_SLUGS.join(', ')}.`,
  badQuarter: 'The quarter must be 1 to 4.',
} as const;

export const chartParams = z.object({
  frequency: z.enum(CHART_SLUGS, { error: chartMessages.badFrequency }),
});

/** The list's own filters (spec 3 §2.1, §7): year, quarter (quarterly), region, inspectionType. */
export const chartQuery = z.object({
  year: reportYear.optional(),
  quarter: z.coerce
    .number({ error: chartMessages.badQuarter })
    .int({ error: chartMessages.badQuarter })
    .min(1, { error: chartMessages.badQuarter })
    .max(4, { error: chartMessages.badQuarter })
    .optional(),
  region: z
    .union([z.literal('All'), z.literal('').transform(() => 'All' as const), dbIdText], {
      error: reportListMessages.badRegion,
    })
    .default('All'),
  inspectionType: z.enum(REPORT_INSPECTION_TYPES, { error: reportListMessages.badType }).default('All'),
});
export type ChartQuery = z.output<typeof chartQuery>;

export const chartCount = z.object({ Complete: z.number().int(), InComplete: z.number().int() });
export type ChartCount = z.infer<typeof chartCount>;

export const chartBar = chartCount.extend({ key: z.string(), label: z.string() });
export type ChartBar = z.infer<typeof chartBar>;

export const formCountsData = z.object({
  period: compliancePeriod,
  /** The bars: quarterly Quarter Visual and ShopInspection, yearly each yearly form of the organisation. */
  bars: z.array(chartBar),
  /** Every due form of the period (of the inspection type asked): the donut or pie. */
  total: chartCount,
  /** Spec 3 §3's quarterly counts by name (quarterly only). */
  QTRVisual: chartCount.optional(),
  ShopInspection: chartCount.optional(),
});
export type FormCounts = z.infer<typeof formCountsData>;
export const formCounts = z.object({ status: z.literal('valid'), data: formCountsData });
