import { randomId } from '@mantine/hooks';
import {
  DEFAULT_DAILY_DUE_DAYS,
  DEFAULT_FLAG_CLOSE_DAYS,
  orgBody,
  type OrgBody,
  type OrgDetails,
} from '@envirotrack/shared';

/** A row of the regions editor; a saved region (with regionId) is only marked for removal until saved. */
export interface RegionRow {
  key: string;
  regionId?: number;
  regionName: string;
  removed: boolean;
}

export interface OrgFormValues {
  orgName: string;
  regions: RegionRow[];
  singleInspectionsLink: boolean;
  hideHousekeeping: boolean;
  headerText: string;
  flagCloseDays: number | string;
  /** The weekdays a daily form is due, '1' (Monday) to '7' (Sunday). */
  dailyDueDays: string[];
  archived: { enabled: boolean; url: string; label: string; tooltip: string; regionIds: string[] };
}

export type FormErrors = Record<string, string>;

export const newRegionRow = (): RegionRow => ({ key: randomId(), regionName: '', removed: false });

export function toFormValues(org?: OrgDetails): OrgFormValues {
  const archived = org?.settings.archivedApp;
  return {
    orgName: org?.orgName ?? '',
    regions: (org?.orgRegion ?? []).map((region) => ({ key: randomId(), ...region, removed: false })),
    singleInspectionsLink: org?.settings.singleInspectionsLink ?? false,
    hideHousekeeping: org?.settings.hideHousekeeping ?? false,
    headerText: org?.settings.headerText ?? '',
    flagCloseDays: org?.settings.flagCloseDays ?? DEFAULT_FLAG_CLOSE_DAYS,
    dailyDueDays: (org?.settings.dailyDueDays ?? DEFAULT_DAILY_DUE_DAYS).map(String),
    archived: {
      enabled: Boolean(archived),
      url: archived?.url ?? '',
      label: archived?.label ?? '',
      tooltip: archived?.tooltip ?? '',
      regionIds: (archived?.regionIds ?? []).map(String),
    },
  };
}

const keptRegions = (values: OrgFormValues) =>
  values.regions.flatMap((row, index) => (row.removed ? [] : [{ row, index }]));

/** The PUT /updateorg and POST /org body: kept and renamed regions carry their regionId. */
export function toOrgBody(values: OrgFormValues): OrgBody {
  const { archived } = values;
  return {
    orgName: values.orgName.trim(),
    orgRegion: keptRegions(values).map(({ row }) =>
      row.regionId === undefined
        ? { regionName: row.regionName.trim() }
        : { regionId: row.regionId, regionName: row.regionName.trim() },
    ),
    settings: {
      singleInspectionsLink: values.singleInspectionsLink,
      hideHousekeeping: values.hideHousekeeping,
      headerText: values.headerText.trim(),
      flagCloseDays: Number(values.flagCloseDays) || DEFAULT_FLAG_CLOSE_DAYS,
      dailyDueDays: values.dailyDueDays.map(Number).sort((a, b) => a - b),
      archivedApp: archived.enabled
        ? {
            url: archived.url.trim(),
            label: archived.label.trim(),
            tooltip: archived.tooltip.trim(),
            regionIds: archived.regionIds.map(Number),
          }
        : null,
    },
  };
}

/** Spec 1 §5: required fields left empty; any of them gives the shared 'Please fill all fields' toast. */
export function missingFields(values: OrgFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.orgName.trim()) errors.orgName = 'Organisation name is required.';
  for (const { row, index } of keptRegions(values)) {
    if (!row.regionName.trim()) errors[`regions.${index}.regionName`] = 'Region name is required.';
  }
  if (values.archived.enabled) {
    if (!values.archived.url.trim()) errors['archived.url'] = 'The link is required.';
    if (!values.archived.label.trim()) errors['archived.label'] = 'The label is required.';
  }
  return errors;
}

const settingsFields: Record<string, string> = {
  headerText: 'headerText',
  dailyDueDays: 'dailyDueDays',
  url: 'archived.url',
  label: 'archived.label',
  tooltip: 'archived.tooltip',
  regionIds: 'archived.regionIds',
};

/** The contract's other rules (lengths, a web address, different region names) as form field errors. */
export function contractErrors(values: OrgFormValues): FormErrors {
  const result = orgBody.safeParse(toOrgBody(values));
  if (result.success) return {};
  const kept = keptRegions(values);
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const [field, position] = issue.path;
    const region = typeof position === 'number' ? kept[position] : undefined;
    const path =
      field === 'orgName'
        ? 'orgName'
        : field === 'orgRegion'
          ? region
            ? `regions.${region.index}.regionName`
            : 'regions'
          : (settingsFields[String(issue.path.at(-1))] ?? 'settings');
    errors[path] ??= issue.message;
  }
  return errors;
}
