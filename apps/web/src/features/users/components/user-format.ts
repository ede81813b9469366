import { formatLocalDate, type UserDetails } from '@envirotrack/shared';

export const fullName = (user: Pick<UserDetails, 'First_Name' | 'Middle_Name' | 'Last_Name'>) =>
  [user.First_Name, user.Middle_Name, user.Last_Name].filter(Boolean).join(' ');

/** Spec 1 §9: dates show as MM/dd/yyyy. */
export const formatDate = formatLocalDate;

export const statusLabel = (active: number) => (active === 1 ? 'Active' : 'In-Active');
