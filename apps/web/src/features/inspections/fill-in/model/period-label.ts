import { periodLabel, type FillInForm } from '@envirotrack/shared';

/** The period a fill-in covers, as its title shows it (one implementation with the report's: shared). */
export { periodLabel };

/** The parts of the title line after the form name (spec 2 §2.7). */
export const titleDetails = (form: FillInForm): string[] => [
  `${form.permitType} Permit`,
  form.plant.facilityType,
  `Plant ${form.plant.plantId}`,
  periodLabel(form.frequency, form.date),
];

export const formTitle = (form: FillInForm): string =>
  form.pointSource ? `${form.FormName} (${form.pointSource.PsName})` : form.FormName;
