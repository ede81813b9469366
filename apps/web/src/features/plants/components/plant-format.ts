import { formatLocalDate, type PlantDetails } from '@envirotrack/shared';

export const statusLabel = (active: number) => (active === 1 ? 'Active' : 'In-Active');

/** Spec 2 §9: dates show as MM/dd/yyyy. */
export const formatDate = formatLocalDate;

/** Spec 2 §2.6: 'Active', or 'In-Active From ( MM/dd/yyyy )'. */
export const plantStatusText = (plant: Pick<PlantDetails, 'Active' | 'lastActiveDate'>) =>
  plant.Active === 1 || !plant.lastActiveDate
    ? statusLabel(plant.Active)
    : `In-Active From ( ${formatDate(plant.lastActiveDate)} )`;

/** Today as MM-DD-YYYY, the date the forms call takes. */
export function todayMmDdYyyy(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getMonth() + 1)}-${two(now.getDate())}-${now.getFullYear()}`;
}

/** Spec 2 §2.6: the PDF is named 'maintenance--{d/m/yyyy}.pdf', without leading zeros. */
export const exportFileName = (now = new Date()) =>
  `maintenance--${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}.pdf`;

/** The address the map looks up: street, city, state, zip and the country. */
export const plantAddress = (parts: { street: string; city: string; state: string; zipCode: string }) =>
  [parts.street, parts.city, parts.state, parts.zipCode, 'USA']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
