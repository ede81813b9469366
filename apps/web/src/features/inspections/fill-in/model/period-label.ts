import { formatDisplayDate, mondayOf, quarterOf, type FillInForm, type Frequency } from '@envirotrack/shared';

const monthName = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/** The period a fill-in covers, as its title shows it: 'Daily: 11/21/2026', 'Week of 11/16/2026', 'Q4 2026'. */
export function periodLabel(frequency: Frequency, isoDate: string): string {
  const year = isoDate.slice(0, 4);
  switch (frequency) {
    case 'Daily':
      return `Daily: ${formatDisplayDate(isoDate)}`;
    case 'Weekly':
      return `Week of ${formatDisplayDate(mondayOf(isoDate))}`;
    case 'Monthly':
      return `${monthName(isoDate)} ${year}`;
    case 'Quarterly':
      return `Q${quarterOf(Number(isoDate.slice(5, 7)))} ${year}`;
    case 'Yearly':
      return year;
  }
}

/** The parts of the title line after the form name (spec 2 §2.7). */
export const titleDetails = (form: FillInForm): string[] => [
  `${form.permitType} Permit`,
  form.plant.facilityType,
  `Plant ${form.plant.plantId}`,
  periodLabel(form.frequency, form.date),
];

export const formTitle = (form: FillInForm): string =>
  form.pointSource ? `${form.FormName} (${form.pointSource.PsName})` : form.FormName;
