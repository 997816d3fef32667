import { formatShortDateTime } from '@traspasa/shared/dates';
import type { ErrorLogLevel } from '@traspasa/shared/enums';
import { countText } from '@traspasa/shared/plural';
import type { BadgeProps } from '@/components/ui/badge';

export const levelTone: Record<ErrorLogLevel, NonNullable<BadgeProps['variant']>> = {
  error: 'destructive',
  warning: 'warning',
  info: 'secondary',
  debug: 'muted',
};

export const formatErrorDate = (iso: string) => formatShortDateTime(iso);

const countFormat = new Intl.NumberFormat('es-EC');
export const formatCount = (n: number) => countFormat.format(n);

/** "3 veces", "1 vez". */
export const timesText = (n: number) => countText(n, 'vez', 'veces');
export const usersText = (n: number) =>
  n === 0 ? 'Sin usuarios identificados' : countText(n, 'usuario', 'usuarios');
