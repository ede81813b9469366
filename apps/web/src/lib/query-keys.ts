/** Query keys more than one feature touches. */

/** The account settings (GET /me): read by the shell and home, refreshed when an organisation is saved. */
export const accountKey = ['account'] as const;

/** Plants: the plant screens change them and the inspection lists show them too. */
export const plantsKey = ['plants'] as const;

/** Inspections: a plant's forms and open flags; saving a form or closing a flag refreshes them. */
export const inspectionsKey = ['inspections'] as const;
