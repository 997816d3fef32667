import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast';

describe('toast store', () => {
  it('shows one toast at a time', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = { toasts: [] as Array<{ id: string; title?: string }> };
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '1', title: 'a' } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'b' } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('removes dismissed toasts after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
