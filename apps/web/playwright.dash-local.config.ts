// Local only (not committed): the shared config with a longer server start-up on a loaded machine.
import base from './playwright.config';

export default { ...base, webServer: { ...(base.webServer as object), timeout: 240_000 } };
