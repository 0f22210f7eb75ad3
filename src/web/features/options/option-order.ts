/**
 * The new order of a list after one entry moves: by a drag onto another entry's place, or one
 * step up or down from the keyboard. Answers the same array when nothing moves, so a drop on
 * itself or a step past either end sends nothing to the server.
 */
export function moveTo(ids: readonly string[], id: string, targetId: string): readonly string[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** One step up (-1) or down (+1). */
export function moveBy(ids: readonly string[], id: string, step: -1 | 1): readonly string[] {
  const target = ids[ids.indexOf(id) + step];
  return target === undefined || ids.indexOf(id) < 0 ? ids : moveTo(ids, id, target);
}

/** The entries in the order given by ids (entries missing from ids keep their place at the end). */
export function inOrder<T extends { id: string }>(entries: readonly T[], ids: readonly string[]) {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...entries].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
