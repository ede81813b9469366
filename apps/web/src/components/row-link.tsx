import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './row-link.module.css';

/**
 * The primary cell keeps the look of the bold text it replaces; the underline shows on hover and focus. Plain
 * elements with the app's focus ring, not Mantine's Anchor: one per row, and a page of rows renders on a slow
 * phone's first screen (docs/decisions.md, First load).
 */
const className = `mantine-focus-auto ${classes.rowLink}`;

/**
 * A list row's primary cell as a link to the row's details: the row's keyboard way in (WCAG 2.1.1).
 * `onOpen` runs as it is followed (by mouse or keyboard), e.g. to keep what the next page reads first.
 */
export function RowLink({ to, children, onOpen }: { to: string; children: ReactNode; onOpen?: () => void }) {
  return (
    <Link to={to} onClick={onOpen} className={className}>
      {children}
    </Link>
  );
}

interface RowButtonProps {
  onClick: () => void;
  children: ReactNode;
  /** What the button opens, when it is not a page: e.g. 'dialog'. */
  opens?: 'dialog';
}

/** A list row's primary cell as a button, for rows that open a dialog rather than an address. */
export function RowButton({ onClick, children, opens }: RowButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-haspopup={opens} className={className}>
      {children}
    </button>
  );
}
