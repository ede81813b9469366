import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's `useMergeRefs`, the one function Mantine's ScrollArea takes from that package, as Mantine's own
 * hook: the build gives ScrollArea this module instead (build/scroll-area-refs.ts), so a list's table, which
 * brings ScrollArea with it, does not bring floating-ui's positioning code too (docs/decisions.md, First load).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
