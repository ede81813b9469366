import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrap } from './db/seed/bootstrap';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const report = await bootstrap(database.db, config);

const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  [
    '',
    `EnviroTrack is running on http://localhost:${port} (${database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    ...report.lines,
    `Sign in as "${config.admin.user}" (L1). API documentation: http://localhost:${port}/api/docs`,
    '',
  ].join('\n'),
);
