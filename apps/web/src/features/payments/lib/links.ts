// Addresses of the payment screens with their query (config/paths.ts holds the bare paths).
import { paths } from '@/config/paths';

export const subscribeHref = (planId: number) => `${paths.subscribe.href}?plan=${planId}`;
export const checkoutHref = (productId: number) => `${paths.checkout.href}?product=${productId}`;
/** The packages section of the plans page. */
export const packagesHref = `${paths.subscriptionPlans.href}#paquetes`;
/** "Mi suscripción" with the change-of-plan dialog open on that plan. */
export const changePlanHref = (planId: number) => `${paths.subscription.href}?cambiar=${planId}`;
