/**
 * Query keys more than one feature touches: the account settings (GET /me) are read by the shell and home,
 * and refreshed when an organisation's settings are saved.
 */
export const accountKey = ['account'] as const;
