/** A row the back office keeps in a manual order (its up/down buttons). */
export interface OrderedRow<Id> {
  id: Id;
  position: number;
}

/**
 * Moving the row at `index` (rows sorted by their current order) one place up or down: where it
 * lands and the rows whose stored position changes (positions become 0..n-1 on the way), or null
 * when it is already at that end.
 */
export function moveInOrder<Id>(
  rows: readonly OrderedRow<Id>[],
  index: number,
  direction: 'up' | 'down',
): { to: number; changes: { id: Id; position: number }[] } | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return null;
  const order = rows.map((r) => r.id);
  [order[index], order[to]] = [order[to]!, order[index]!];
  const changes = order.flatMap((id, position) =>
    rows.find((r) => r.id === id)?.position === position ? [] : [{ id, position }],
  );
  return { to, changes };
}
