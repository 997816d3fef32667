import { describe, expect, it } from 'vitest';
import { subscriptionState } from './labels';

describe('subscriptionState', () => {
  it('names the states the subscription screen explains', () => {
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false }).label).toBe('Activa');
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: true }).label).toBe(
      'Cancelada al final del período',
    );
    expect(subscriptionState({ status: 'past_due', cancelAtPeriodEnd: false })).toEqual({
      label: 'Pago pendiente',
      tone: 'warning',
      live: true,
    });
    expect(subscriptionState({ status: 'canceled', cancelAtPeriodEnd: false }).live).toBe(false);
  });
  it('never calls an unknown status active', () => {
    expect(subscriptionState({ status: 'something_new', cancelAtPeriodEnd: false })).toEqual({
      label: 'En revisión',
      tone: 'muted',
      live: false,
    });
  });
});
