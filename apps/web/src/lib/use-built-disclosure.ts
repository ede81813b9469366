import { useState } from 'react';
import { useDisclosure } from '@mantine/hooks';

/**
 * `useDisclosure`, and whether it was ever opened: a drawer or dialog is built when first opened and kept
 * after (so it closes with its transition). A closed Mantine overlay still mounts its portal and transition,
 * each setting state: a first screen should not pay for overlays nobody opens (docs/decisions.md, First load).
 */
export function useBuiltDisclosure() {
  const [wasOpened, setWasOpened] = useState(false);
  // Mantine calls onOpen from inside its state update: `opened` also counts, whichever render sees it first.
  const [opened, handlers] = useDisclosure(false, { onOpen: () => setWasOpened(true) });
  return [opened, handlers, opened || wasOpened] as const;
}
