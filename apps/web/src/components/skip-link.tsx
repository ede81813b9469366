import classes from './skip-link.module.css';

/** The id of the element the skip link and a route change move focus to (it needs tabIndex={-1}). */
export const MAIN_CONTENT_ID = 'main-content';

export function focusMainContent(): void {
  // The app never scrolled on a route change; moving the focus should not start to.
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * 'Skip to main content' (WCAG 2.4.1), hidden until it has the focus. The hash router owns the address's
 * fragment, so the link moves the focus itself instead of following `#main-content`.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      Skip to main content
    </a>
  );
}
