import type { discountCodes } from '../schema/payments.ts';

// Demo discount codes. The plans and packages themselves are reference data, written at
// every start by modules/payments/catalogue.rules.ts.

export function seedDiscountCodes(now: Date): (typeof discountCodes.$inferInsert)[] {
  return [
    { code: 'BIENVENIDA10', discountType: 'percentage', discountValue: '10.00', isActive: true },
    {
      code: 'LANZAMIENTO25',
      discountType: 'fixed_amount',
      discountValue: '25.00',
      maxUses: 100,
      expiresAt: new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000),
      isActive: true,
      // A fixed amount fits the price it comes off (decision 090): $25 of a $49 package.
      validForPlan: 'prod_local_paquete_destacado_1',
    },
  ];
}
