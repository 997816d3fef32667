import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first name and the first surname', () => {
    expect(initialsOf('Andrea Sofía Guerrero Benítez')).toBe('AG');
    expect(initialsOf('María José Pérez')).toBe('MP');
    expect(initialsOf('María Pérez')).toBe('MP');
    expect(initialsOf('ana')).toBe('A');
    expect(initialsOf('   ')).toBe('?');
  });
});
