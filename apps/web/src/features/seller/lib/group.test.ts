import { describe, expect, it } from 'vitest';
import { groupByStatus, statusGroups } from './group';

describe('groupByStatus', () => {
  it('groups and keeps order', () => {
    const g = groupByStatus([
      { id: 1, status: 'draft' },
      { id: 2, status: 'approved' },
      { id: 3, status: 'draft' },
      { id: 4, status: 'weird' },
      { id: 5, status: 'reserved' },
    ]);
    expect(g.draft.map((b) => b.id)).toEqual([1, 3]);
    expect(g.approved).toHaveLength(1);
    expect(g.reserved.map((b) => b.id)).toEqual([5]);
    expect(g.sold).toEqual([]);
    expect(statusGroups.map((s) => s.status)).toEqual([
      'draft',
      'pending',
      'approved',
      'reserved',
      'rejected',
      'expired',
      'sold',
    ]);
  });
});
