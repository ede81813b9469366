/**
 * The query of the address as it is now (the app uses hash routing: `#/path?query`).
 *
 * React Router's functional `setSearchParams` hands the updater the parameters of the render it was created
 * in, so a late change (a debounced search landing after a click) would undo the changes made since. An
 * updater that starts from this reads what the address holds when it is applied.
 */
export function currentSearchParams(): URLSearchParams {
  const { hash } = window.location;
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}
