import { describe, expect, it } from 'vitest';
import { decisionProblem } from './decision';

describe('decisionProblem', () => {
  it('asks for a choice, then a reason to reject, and a note with "otro"', () => {
    expect(decisionProblem({ choice: null, reason: null, notes: '' })?.field).toBe('choice');
    expect(decisionProblem({ choice: 'approve', reason: null, notes: '' })).toBeNull();
    expect(decisionProblem({ choice: 'reject', reason: null, notes: '' })?.field).toBe('reason');
    expect(decisionProblem({ choice: 'reject', reason: 'vencido', notes: '' })).toBeNull();
    expect(decisionProblem({ choice: 'reject', reason: 'otro', notes: '   ' })?.field).toBe('notes');
    expect(decisionProblem({ choice: 'reject', reason: 'otro', notes: 'Foto de una pantalla' })).toBeNull();
  });
});
