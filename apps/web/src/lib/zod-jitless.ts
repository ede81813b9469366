import { config } from 'zod';

/**
 * zod compiles a fast parser for each object schema with `new Function` unless told not to, and it probes
 * whether it may when it builds the first one: the app's Content-Security-Policy allows no `eval`, so every
 * page load logged a CSP violation from the shell chunk (and spent ~10-200 ms on the probe and its report).
 * main.tsx imports this module first, before any module builds a schema; zod's plain parser is the same
 * check. (The server keeps the compiled parsers.)
 */
config({ jitless: true });
