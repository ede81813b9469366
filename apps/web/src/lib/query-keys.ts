/** Query keys more than one feature touches. */

/** The account settings (GET /me): read by the shell and home, refreshed when an organisation is saved. */
export const accountKey = ['account'] as const;

/** Plants: the plant screens change them and the inspection lists show them too. */
export const plantsKey = ['plants'] as const;
