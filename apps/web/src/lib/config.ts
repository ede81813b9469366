/** Fixed addresses of the static pages served beside the app (apps/web/public). */
export const helpUrl = '/help.html';
export const privacyUrl = '/privacy.html';
