import { describe, expect, it } from 'vitest';
import { groupByStatus, statusGroups } from './group';

describe('groupByStatus', () => {
  it('groups and keeps order', () => {
    const g = groupByStatus([
      { id: 1, status: 'draft' },
      { id: 2, status: 'approved' },
      { id: 3, status: 'draft' },
      { id: 4, status: 'weird' },
    ]);
    expect(g.draft.map((b) => b.id)).toEqual([1, 3]);
    expect(g.approved).toHaveLength(1);
    expect(g.sold).toEqual([]);
    expect(statusGroups.map((s) => s.status)).toEqual([
      'draft',
      'pending',
      'approved',
      'rejected',
      'expired',
      'sold',
    ]);
  });
});
