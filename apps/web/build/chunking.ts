// How the build cuts the app into files: React apart, every visit's modules in one shell chunk, the first
// screens' modules in a few chunks, and React Router's production files (docs/decisions.md, First load).
// Imported by vite.config.ts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { scrollAreaRefs } from './scroll-area-refs';

/**
 * React Router 7's package points every build at its development files (dev warnings and checks included;
 * remix-run/react-router#14102): a build takes the production files it ships beside them.
 */
export function routerProductionBuild(): Plugin {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  if (production === development || !fs.existsSync(production))
    throw new Error(`react-router's production build was not found beside ${development}`);
  return {
    name: 'envirotrack-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/** React, its DOM and the router change together and every screen needs them: one long-cached chunk. */
export const REACT_GROUP = {
  name: 'react',
  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  priority: 2,
};

/**
 * The modules every visit loads: those of the chunks the entry (src/main.tsx) imports statically, as the
 * splitter would cut them. They go in one chunk instead of the splitter's ~25 small ones, each a request the
 * boot script must start on the main thread. Found by `shellGraph`'s first build.
 */
const shellModules = new Set<string>();

export const SHELL_GROUP = { name: 'shell', test: (id: string) => shellModules.has(id), priority: 1 };

/** zod, the shared package's modules and the module that configures zod before any schema is built. */
const CONTRACT_MODULE =
  /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/;

/**
 * The shell's contract: zod and the shared schemas the shell builds when it runs (over half of the shell's
 * evaluation on a first visit). They need nothing else, so the boot script loads this chunk as a module script
 * of its own, which runs as soon as it arrives, while React and the shell still download, instead of in the
 * one task that runs the shell (docs/decisions.md, First load).
 */
export const CONTRACT_GROUP = {
  name: 'contract',
  test: (id: string) => shellModules.has(id) && CONTRACT_MODULE.test(id),
  priority: 3,
};

/** The contract chunk's URL among the entry's preloads (index.html's modulepreload links). */
export function contractChunk(bundle: Rollup.OutputBundle, preloads: string[]): string {
  const file = Object.values(bundle).find((f) => f.type === 'chunk' && f.name === CONTRACT_GROUP.name);
  const url = file && `/${file.fileName}`;
  if (!url || !preloads.includes(url)) throw new Error('the entry imports no contract chunk');
  return url;
}

/** The chunk each module of the first screens goes in (see `screenGroups`), by module id. */
const screenChunkOf = new Map<string, string>();

/**
 * The screens people open by address load their route's chunks with the app's code (the boot script preloads
 * them). The splitter cut a screen's modules into ~10-25 small chunks (the plants list 24), each a request and
 * a preload link the boot script creates on the main thread. Instead, the modules of the first screens (beyond
 * the shell) are grouped by the set of first screens that use them: a screen's own modules in one chunk named
 * after its route, what the plants and inspections lists share in another, and so on, so no screen loads a
 * module it does not use, in at most five files. Other screens import these chunks when they use their
 * modules. Which modules each screen uses is found by `shellGraph`'s first build.
 */
export function screenGroups(routeModules: string[]) {
  const screens = [...new Set(routeModules.map(screenChunkName))];
  // A group also takes what its modules import, so the sets of more screens, which hold those imports, go
  // first (groups of one priority are taken in their order).
  const names = screens
    .flatMap((_, index) => combinations(screens, index + 1).map((set) => screenSetChunkName(set)))
    .reverse();
  return names.map((name) => ({ name, test: (id: string) => screenChunkOf.get(id) === name, priority: 0 }));
}

/** The sets of `size` items of `items`, in their order. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/** A screen's own chunk is named after its route; what several share, after them (`shared-home-plant-list`). */
const screenSetChunkName = (screens: string[]) =>
  screens.length === 1
    ? (screens[0] ?? 'screens')
    : `shared-${screens.map((screen) => screen.replace(/-route$/, '')).join('-')}`;

/** A first screen's chunk name: its route module's file name (`plant-list-route`). */
const screenChunkName = (routeModule: string) => path.basename(routeModule).replace(/\.[jt]sx?$/, '');

/** `start` and the chunks it imports statically, through any depth; `skip` ends a branch. */
export function staticChunks(
  start: Rollup.OutputChunk,
  chunkNamed: (fileName: string) => Rollup.OutputChunk | undefined,
  skip: (chunk: Rollup.OutputChunk) => boolean = () => false,
): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || skip(chunk)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunkNamed(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...found.values()];
}

/** The service worker's registration module, which only vite-plugin-pwa provides, as an empty one. */
function pwaRegisterStub(): Plugin {
  const id = '\0pwa-register-stub';
  return {
    name: 'envirotrack-pwa-register-stub',
    resolveId: (source) => (source === 'virtual:pwa-register' ? id : undefined),
    load: (loaded) => (loaded === id ? 'export const registerSW = () => () => undefined;' : undefined),
  };
}

/** Mantine's classes the built app's code names, for postcss.config.js to keep only their rules. */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;
type WithMantineClasses = { envirotrackMantineClasses?: Set<string> };

/**
 * A first build of the whole app, unwritten (only the bundler knows what its tree-shaking leaves of a
 * package's index): it finds the shell's modules for `SHELL_GROUP`, and the Mantine classes the code names.
 */
export function shellGraph(options: {
  root: string;
  define: Record<string, string>;
  /** The first screens' route modules, relative to `root`. */
  firstScreens: string[];
}): Plugin {
  return {
    name: 'envirotrack-shell-graph',
    apply: 'build',
    async buildStart() {
      shellModules.clear();
      screenChunkOf.clear();
      delete (globalThis as WithMantineClasses).envirotrackMantineClasses;
      const result = await build({
        configFile: false,
        root: options.root,
        logLevel: 'warn',
        define: options.define,
        plugins: [react(), routerProductionBuild(), scrollAreaRefs(), pwaRegisterStub()],
        build: {
          write: false,
          minify: false,
          sourcemap: false,
          rolldownOptions: {
            input: path.join(options.root, 'src/main.tsx'),
            // A chunk a module, so the chunks' imports are the modules' imports as tree-shaking left them: the
            // splitter's chunks mix modules of different screens, and following them counted into the shell
            // and a screen's group modules it never imports (the form builder's question tree in every visit).
            output: { preserveModules: true },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const item of outputs.flatMap((o) => o.output))
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the entry src/main.tsx was not found in the first build');
      for (const chunk of staticChunks(entry, (name) => chunks.get(name)))
        for (const id of chunk.moduleIds) if (!REACT_GROUP.test.test(id)) shellModules.add(id);
      groupFirstScreens(
        chunks,
        options.firstScreens.map((module) => path.join(options.root, module)),
      );
      const classes = new Set<string>();
      for (const chunk of chunks.values())
        for (const [name] of chunk.code.matchAll(MANTINE_CLASS)) classes.add(name);
      (globalThis as WithMantineClasses).envirotrackMantineClasses = classes;
    },
  };
}

/** Names the chunk of each module of the first screens' chunks (beyond the shell and React) in the first build. */
function groupFirstScreens(chunks: Map<string, Rollup.OutputChunk>, routeModules: string[]) {
  const screensOf = new Map<string, Set<string>>();
  for (const routeModule of new Set(routeModules)) {
    const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId === routeModule);
    if (!route) throw new Error(`the first build has no chunk for the first screen ${routeModule}`);
    const own = staticChunks(route, (name) => chunks.get(name));
    for (const id of own.flatMap((chunk) => chunk.moduleIds)) {
      if (shellModules.has(id) || REACT_GROUP.test.test(id)) continue;
      const screens = screensOf.get(id) ?? new Set<string>();
      screens.add(screenChunkName(routeModule));
      screensOf.set(id, screens);
    }
  }
  const order = [...new Set(routeModules.map(screenChunkName))];
  for (const [id, screens] of screensOf)
    screenChunkOf.set(id, screenSetChunkName(order.filter((screen) => screens.has(screen))));
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file at once, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A source map's JSON with one unmapped line on top. */
function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * The React and shell chunks run at every visit's start, and most of their functions are called then. V8
 * compiles a function lazily, on the main thread, when it is first called, after a pre-parse of the whole file:
 * on an empty cache that is as much main-thread time as running the code. The hint at a file's top asks V8 to
 * compile all of it eagerly, on a background thread while the file downloads. Added after minification (which
 * drops comments); the source map gains the line.
 */
export function eagerCompileHint(): Plugin {
  const eager = new Set([REACT_GROUP.name, SHELL_GROUP.name, CONTRACT_GROUP.name]);
  return {
    name: 'envirotrack-eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own line (the preload map) goes on top of the shell: the hint must be the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !eager.has(file.name)) continue;
          file.code = COMPILE_HINT + file.code;
          // The source map gains the line: in the map file the bundler already wrote (its `.map` asset),
          // else in the chunk's map it writes later.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftedMap(String(mapFile.source));
          else if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
  };
}
