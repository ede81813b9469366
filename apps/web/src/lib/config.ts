/** Build-time settings (Vite `VITE_*` variables) with the product's defaults. */
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@envirotrack.app';

export const helpUrl = '/help.html';
export const privacyUrl = '/privacy.html';
