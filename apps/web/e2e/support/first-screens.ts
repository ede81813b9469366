import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The build the test server serves (its default WEB_DIST). */
export const DIST = path.resolve(import.meta.dirname, '../../dist');

/**
 * The files index.html's boot script preloads for a first screen (its route, or 'sign-in' for the prerendered
 * sign-in screen), read from the script's `chunks` table (build/boot-script.ts).
 */
export async function firstScreenFiles(screen: string): Promise<string[]> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const table = /function chunks\(name\)\{return\((\{.*?\})\[name\]/.exec(html)?.[1];
  if (!table) throw new Error('index.html has no first screens');
  return (JSON.parse(table) as Record<string, string[]>)[screen] ?? [];
}
