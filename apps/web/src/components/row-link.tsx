import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

// The primary cell keeps the look of the bold text it replaces; the underline shows on hover and focus.
const look = { c: 'dark.7', fw: 600, size: 'sm' } as const;

/**
 * A list row's primary cell as a link to the row's details: the row's keyboard way in (WCAG 2.1.1).
 * `onOpen` runs as it is followed (by mouse or keyboard), e.g. to keep what the next page reads first.
 */
export function RowLink({ to, children, onOpen }: { to: string; children: ReactNode; onOpen?: () => void }) {
  return (
    <Anchor component={Link} to={to} onClick={onOpen} {...look}>
      {children}
    </Anchor>
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
    <Anchor component="button" type="button" onClick={onClick} aria-haspopup={opens} {...look}>
      {children}
    </Anchor>
  );
}
