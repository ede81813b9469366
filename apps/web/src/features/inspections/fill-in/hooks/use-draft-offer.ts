import { useState } from 'react';
import { readDraft, removeDraft, type FillInDraft } from '../model/draft-store';
import { sameValues, type FillInValues } from '../model/fill-in-values';

/**
 * A draft left from an earlier visit (a failed save, a closed tab) is offered when the form opens, if it
 * holds something other than what was loaded; until the user restores or discards it, it is not touched.
 * A draft holding just what was loaded is dropped: it was saved after all (the answer to the user's own
 * submit was lost, and the lost connection ended the session before the form could tell).
 */
export function useDraftOffer(draftKey: string, loaded: FillInValues) {
  const [pending, setPending] = useState<FillInDraft | null>(() => {
    const draft = readDraft(draftKey);
    if (!draft || !sameValues(draft, loaded)) return draft;
    removeDraft(draftKey);
    return null;
  });

  /** Takes the draft; the caller puts its values in the form (restoredValues). */
  const restore = (): FillInDraft | null => {
    setPending(null);
    return pending;
  };
  const discard = () => {
    removeDraft(draftKey);
    setPending(null);
  };
  return { pending, restore, discard };
}
