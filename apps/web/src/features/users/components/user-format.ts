import type { UserDetails } from '@envirotrack/shared';

export const fullName = (user: Pick<UserDetails, 'First_Name' | 'Middle_Name' | 'Last_Name'>) =>
  [user.First_Name, user.Middle_Name, user.Last_Name].filter(Boolean).join(' ');

const dateFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** Spec 1 §9: dates show as MM/dd/yyyy. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const statusLabel = (active: number) => (active === 1 ? 'Active' : 'In-Active');
