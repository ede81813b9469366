import {
  formatMdyDate,
  QUARTER_LABELS,
  SPECIAL_PARENT_IDS,
  type CompliancePeriod,
  type Frequency,
} from '@envirotrack/shared';

/** One form a reminder names, with the link that opens it for the plant. */
export interface RemindedForm {
  formName: string;
  pointSource: string | null;
  link: string;
}

/** A plant's owed forms of one period. */
export interface RemindedPlant {
  plantId: string;
  plantName: string;
  regionName: string;
  frequency: Frequency;
  period: CompliancePeriod;
  forms: RemindedForm[];
  /** Automatic reminders: how many days past the period's end (0 for a running period). */
  daysLate?: number;
}

/** The period as a person reads it: 11-26-2026, the week 11-23-2026 to 11-29-2026, November 2026, ... */
export function periodLabel(frequency: Frequency, period: CompliancePeriod): string {
  const year = period.first.slice(0, 4);
  switch (frequency) {
    case 'Daily':
      return formatMdyDate(period.first);
    case 'Weekly':
      return `the week ${formatMdyDate(period.first)} to ${formatMdyDate(period.last)}`;
    case 'Monthly':
      return `${new Date(`${period.first}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`;
    case 'Quarterly':
      return `the ${QUARTER_LABELS[Number(period.key.slice(-1)) - 1] ?? ''} quarter of ${year}`;
    case 'Yearly':
      return `the year ${year}`;
  }
}

const MAINTENANCE_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.maintenanceRecord,
  SPECIAL_PARENT_IDS.improvementsCapex,
];

/**
 * The fill-in of a form at a plant (the web's inspectionPaths.fillIn, apps/web/src/features/inspections/
 * inspection-paths.ts): /inspections/{common|maintenance}/{ParentId}?date=MM-DD-YYYY&plantId&formId&type[&ps].
 */
export function fillInLink(
  publicUrl: string,
  target: {
    parentId: string;
    formId: string;
    plantUId: number;
    pointSourceId: number | null;
    date: string;
    inspectionType: string;
  },
): string {
  const layout = MAINTENANCE_PARENTS.includes(target.parentId) ? 'maintenance' : 'common';
  const query = new URLSearchParams({
    date: formatMdyDate(target.date),
    plantId: String(target.plantUId),
    formId: target.formId,
    type: target.inspectionType,
  });
  if (target.pointSourceId !== null) query.set('ps', String(target.pointSourceId));
  return `${publicUrl}/inspections/${layout}/${encodeURIComponent(target.parentId)}?${query.toString()}`;
}

function plantLines(plant: RemindedPlant): string[] {
  const late = plant.daysLate ? ` (${plant.daysLate} day${plant.daysLate === 1 ? '' : 's'} overdue)` : '';
  return [
    `Plant ${plant.plantId} - ${plant.plantName} (${plant.regionName}), ${plant.frequency} forms of ${periodLabel(plant.frequency, plant.period)}${late}:`,
    ...plant.forms.map(
      (form) =>
        `  - ${form.formName}${form.pointSource ? ` (${form.pointSource})` : ''}\n    Open the form: ${form.link}`,
    ),
  ];
}

/** The mail 'Send Reminder' sends: the plant, the period and each form with its link. */
export function manualReminderMail(plant: RemindedPlant, senderName: string) {
  const names = plant.forms.map((f) => f.formName);
  const formsText = names.length === 1 ? names[0] : `${names.length} forms`;
  return {
    subject: `Reminder: ${formsText} due at plant ${plant.plantId} for ${periodLabel(plant.frequency, plant.period)}`,
    text: [
      'Hello,',
      '',
      `${senderName} reminds you that these forms are not done yet:`,
      '',
      ...plantLines(plant),
      '',
      'Please fill them in EnviroTrack.',
    ].join('\n'),
  };
}

/** One person's digest of the automatic run: every overdue form of every plant they are reminded of. */
export function digestMail(
  name: string,
  plants: readonly RemindedPlant[],
  rest: { more: number; dashboardUrl: string },
) {
  const count = plants.reduce((n, p) => n + p.forms.length, 0) + rest.more;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    subject: `Reminder: ${plural(count, 'overdue form')}`,
    text: [
      `Hello ${name},`,
      '',
      'These forms are overdue:',
      '',
      ...plants.flatMap((plant) => [...plantLines(plant), '']),
      ...(rest.more > 0
        ? [`... and ${plural(rest.more, 'more overdue form')}: ${rest.dashboardUrl}`, '']
        : []),
      'Please fill them in EnviroTrack. This reminder is sent automatically by your organisation.',
    ].join('\n'),
  };
}
