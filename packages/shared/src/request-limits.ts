/** Limits on what one request may carry, and the texts that say so (docs/decisions.md, 'API hardening'). */

/** The largest JSON body the API reads; uploads have their own limits (inspection-limits, orgs). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * How deep sub-questions may nest, a top-level question being level 1. The spec numbers questions to three
 * levels (1.2.3) and the built-in forms stay within that; the rest is margin for forms built here.
 */
export const MAX_QUESTION_DEPTH = 10;

export const requestMessages = {
  tooDeep: `Sub-questions may nest at most ${MAX_QUESTION_DEPTH} levels deep.`,
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not accepted here: send JSON (or a file upload where asked).',
  dataError: 'A value is out of range or not in the expected format.',
  badAddress: 'The address is not valid: a part of it is too long or wrongly escaped.',
} as const;

/**
 * How deep the lists under `key` nest in a parsed JSON value, a top-level list of items being depth 1.
 * Counted without recursion, and given up past `limit`, so that a body thousands of levels deep is
 * measured (and refused) before anything walks it recursively.
 */
export function nestingDepth(items: unknown, key: string, limit: number): number {
  let deepest = 0;
  const pending: { list: unknown; depth: number }[] = [{ list: items, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { list, depth } = next;
    if (!Array.isArray(list) || list.length === 0) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const item of list as unknown[]) {
      if (typeof item === 'object' && item !== null)
        pending.push({ list: (item as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return deepest;
}
