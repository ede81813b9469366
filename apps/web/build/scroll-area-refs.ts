// Imported by vite.config.ts and build/chunking.ts's first build.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea imports one small hook, `useMergeRefs`, from @floating-ui/react, and a module is loaded
 * whole: every list's table (Mantine's Table brings ScrollArea for its scroll container) loaded floating-ui's
 * ~46 KB of positioning code, which only menus, selects and tooltips use. ScrollArea is given Mantine's own
 * hook in its place (src/lib/merge-refs.ts). The build fails if ScrollArea no longer imports floating-ui, so
 * the redirect cannot outlive its reason unnoticed.
 */
export function scrollAreaRefs(): Plugin {
  let redirected = false;
  let sawScrollArea = false;
  return {
    name: 'envirotrack-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = false;
      sawScrollArea = false;
    },
    resolveId(source, importer) {
      if (!importer || !SCROLL_AREA.test(importer)) return undefined;
      sawScrollArea = true;
      if (source !== '@floating-ui/react') return undefined;
      redirected = true;
      return MERGE_REFS;
    },
    buildEnd(error) {
      if (!error && sawScrollArea && !redirected)
        throw new Error(
          "Mantine's ScrollArea no longer imports @floating-ui/react: drop build/scroll-area-refs.ts",
        );
    },
  };
}
