import { describe, expect, it } from 'vitest';
import { moveInOrder } from './manual-order';

describe('moveInOrder', () => {
  const rows = [
    { id: 'a', position: 0 },
    { id: 'b', position: 1 },
    { id: 'c', position: 2 },
  ];
  it('swaps with the neighbour and writes only the positions that change', () => {
    expect(moveInOrder(rows, 1, 'up')).toEqual({
      to: 0,
      changes: [
        { id: 'b', position: 0 },
        { id: 'a', position: 1 },
      ],
    });
    expect(moveInOrder(rows, 1, 'down')).toEqual({
      to: 2,
      changes: [
        { id: 'c', position: 1 },
        { id: 'b', position: 2 },
      ],
    });
  });
  it('renumbers gaps and duplicates to 0..n-1 on the way', () => {
    const messy = [
      { id: 1, position: 5 },
      { id: 2, position: 5 },
      { id: 3, position: 9 },
    ];
    expect(moveInOrder(messy, 2, 'up')).toEqual({
      to: 1,
      changes: [
        { id: 1, position: 0 },
        { id: 3, position: 1 },
        { id: 2, position: 2 },
      ],
    });
  });
  it('answers null at either end or for a row that is not there', () => {
    expect(moveInOrder(rows, 0, 'up')).toBeNull();
    expect(moveInOrder(rows, 2, 'down')).toBeNull();
    expect(moveInOrder(rows, -1, 'down')).toBeNull();
  });
});
