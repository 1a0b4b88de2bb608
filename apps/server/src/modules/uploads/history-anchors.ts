/**
 * Page anchors: where every `spacing`-th row of a history list starts, remembered per list (an
 * organisation, its sort and its module filter) together with the list's change count. A page at
 * `start` is then read from the nearest anchor before it, skipping fewer than `spacing` rows,
 * instead of skipping `start` rows of an index on every request (an `OFFSET` of 50 000 walks
 * 50 000 index entries). The anchors are valid only while the change count the database keeps
 * (org_upload_counts.changes, migration 0009) is the one they were read at; a write to the list
 * makes the next deep page read them again, in one pass over the list (decision 006).
 */

/** The sort key of the row at a multiple of the spacing: its sort columns as text, then its id. */
export interface Anchor {
  keys: string[];
  id: string;
}

export interface AnchorSet {
  version: string;
  spacing: number;
  anchors: Anchor[];
}

/** Where a page starts relative to the anchors: the anchor to read from and what to skip after it. */
export function anchorFor(set: AnchorSet, start: number) {
  const index = Math.floor(start / set.spacing);
  const anchor = set.anchors[index];
  if (index === 0 || !anchor) return undefined;
  return { anchor, offset: start - index * set.spacing };
}

/**
 * A bounded map of anchor sets, least recently used first out. An anchor set is small (a list of
 * 100 000 rows at spacing 200 holds 500 anchors, ~40 KB).
 */
export function createAnchorCache(maxLists: number) {
  const sets = new Map<string, AnchorSet>();
  return {
    get(key: string): AnchorSet | undefined {
      const set = sets.get(key);
      if (set) {
        sets.delete(key);
        sets.set(key, set);
      }
      return set;
    },
    set(key: string, set: AnchorSet) {
      sets.delete(key);
      sets.set(key, set);
      while (sets.size > maxLists) sets.delete(sets.keys().next().value!);
    },
  };
}
export type AnchorCache = ReturnType<typeof createAnchorCache>;
