// Bundles the server into dist/server.js: the workspace's shared package is inlined, every other package
// stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@envirotrack/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
