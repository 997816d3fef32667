// The valuation calculator (decision 120): a range
// from the owner's profit (SDE: seller's discretionary earnings) times a multiple per
// category, adjusted for age, trend and owner dependence. Pure functions: the page shows
// them as you type, and the server recomputes them — it never trusts the client's number.
import { z } from 'zod';
import { type BusinessCategory, businessCategories, businessCategoryLabels } from './enums.ts';
import { isRealDay } from './format.ts';
import { formatMoney, isWholeCents, MONEY_MAX } from './money.ts';
import { countText } from './plural.ts';

export const valuationTrends = ['creciendo', 'estable', 'bajando'] as const;
export type ValuationTrend = (typeof valuationTrends)[number];
export const valuationTrendLabels: Record<ValuationTrend, string> = {
  creciendo: 'Creciendo',
  estable: 'Estable',
  bajando: 'Bajando',
};

/** Fewer comparable listings than this and the marketplace median is not shown. */
export const COMPARABLES_MINIMUM = 5;
/** The version of the consent text below; stored with each lead. */
export const VALUATION_CONSENT_VERSION = '2026-1';
export const VALUATION_CONSENT_TEXT =
  'Acepto que Traspasa guarde mi nombre, mi correo y los datos de esta valoración para enviarme el informe ' +
  'detallado por correo y contactarme sobre la venta de mi negocio. Puedo pedir que los borren cuando quiera ' +
  'escribiendo a privacidad@traspasa.test (Ley Orgánica de Protección de Datos Personales).';

export interface MultipleBand {
  low: number;
  typical: number;
  high: number;
}

/**
 * SDE multiples per category (low, typical, high). General references compiled from what
 * business brokers publish for small businesses (BizBuySell Insight-style reports): not an
 * appraisal. Sources and reasoning: decision 120.
 */
export const VALUATION_MULTIPLES: Record<BusinessCategory, MultipleBand> = {
  restaurant: { low: 1.5, typical: 2.0, high: 2.6 },
  retail: { low: 1.6, typical: 2.2, high: 2.9 },
  service: { low: 1.8, typical: 2.4, high: 3.1 },
  manufacturing: { low: 2.2, typical: 2.9, high: 3.7 },
  technology: { low: 2.4, typical: 3.2, high: 4.2 },
  healthcare: { low: 2.1, typical: 2.8, high: 3.6 },
  education: { low: 1.8, typical: 2.4, high: 3.1 },
  hospitality: { low: 1.8, typical: 2.4, high: 3.2 },
  construction: { low: 1.7, typical: 2.3, high: 3.0 },
  agriculture: { low: 1.8, typical: 2.5, high: 3.2 },
  transportation: { low: 1.7, typical: 2.3, high: 3.0 },
  realestate: { low: 2.0, typical: 2.7, high: 3.5 },
  finance: { low: 2.1, typical: 2.8, high: 3.6 },
  other: { low: 1.7, typical: 2.3, high: 3.0 },
};

/** Why each category sits where it does, in a sentence a seller understands. */
export const VALUATION_CATEGORY_REASONS: Record<BusinessCategory, string> = {
  restaurant:
    'Los restaurantes y cafeterías se venden entre los múltiplos más bajos: dependen mucho del dueño, del local arrendado y cierran con frecuencia.',
  retail:
    'Las tiendas se venden por debajo del promedio: el inventario y el local pesan tanto como la utilidad.',
  service:
    'Los negocios de servicios están en el promedio: valen más cuando tienen clientes recurrentes y personal que atiende sin el dueño.',
  manufacturing:
    'La manufactura está por encima del promedio: maquinaria, procesos y clientes industriales hacen la utilidad más estable.',
  technology:
    'La tecnología tiene los múltiplos más altos: ingresos recurrentes y crecimiento sin necesidad de más local ni inventario.',
  healthcare:
    'Los negocios de salud están por encima del promedio: la demanda es estable y los pacientes vuelven.',
  education:
    'Los centros educativos están en el promedio: matrículas recurrentes, pero dependen de permisos y de sus docentes.',
  hospitality:
    'La hotelería y el turismo están en el promedio: buena utilidad en temporada, pero sensible a la economía y a las reseñas.',
  construction:
    'La construcción está algo por debajo del promedio: trabaja por proyectos y depende de los contactos del dueño.',
  agriculture:
    'Los negocios agrícolas están en el promedio: dependen del clima y de los precios, pero tienen activos.',
  transportation:
    'El transporte está algo por debajo del promedio: los vehículos se desgastan y los márgenes son ajustados.',
  realestate:
    'Los negocios inmobiliarios (administración, corretaje) están por encima del promedio por sus contratos recurrentes.',
  finance:
    'Los negocios de finanzas (contabilidad, seguros) están por encima del promedio: su cartera de clientes se transfiere y renueva.',
  other: 'Para otros negocios usamos el múltiplo promedio de los pequeños negocios que se venden.',
};

export type AdjustmentCode =
  | 'years_under_2'
  | 'years_2_to_4'
  | 'years_10_plus'
  | 'trend_growing'
  | 'trend_declining'
  | 'owner_light'
  | 'owner_heavy'
  | 'owner_very_heavy';

/** Points added to every multiple of the band (negative: taken off). */
export const VALUATION_ADJUSTMENTS: Record<AdjustmentCode, number> = {
  years_under_2: -0.4,
  years_2_to_4: -0.2,
  years_10_plus: 0.2,
  trend_growing: 0.3,
  trend_declining: -0.4,
  owner_light: 0.2,
  owner_heavy: -0.2,
  owner_very_heavy: -0.4,
};

/** No multiple goes below this: a profitable business is rarely sold for under half a year of profit. */
export const MULTIPLE_FLOOR = 0.5;

const CENTS_ONLY = 'Los montos llevan como máximo dos decimales (los centavos).';
const amount = z
  .number({ error: 'Escribe el monto en números.' })
  .finite()
  .max(MONEY_MAX, 'El monto es demasiado grande. Revisa que no sobren ceros.')
  .refine(isWholeCents, CENTS_ONLY);

/** What the calculator asks. The form and the server validate with this same schema. */
export const valuationInput = z
  .object({
    category: z.enum(businessCategories, { error: 'Elige la categoría de tu negocio.' }),
    country: z
      .string({ error: 'Elige el país.' })
      .trim()
      .min(2, 'Elige el país.')
      .max(80, 'El país puede tener hasta 80 caracteres.'),
    city: z
      .string({ error: 'Escribe la ciudad.' })
      .trim()
      .min(2, 'Escribe la ciudad donde está el negocio.')
      .max(120, 'La ciudad puede tener hasta 120 caracteres.'),
    annualRevenue: amount.min(0, 'Las ventas anuales no pueden ser negativas.'),
    annualProfit: amount.min(-MONEY_MAX, 'El monto es demasiado grande. Revisa que no sobren ceros.'),
    yearsOperation: z
      .number({ error: 'Escribe cuántos años lleva funcionando.' })
      .int('Escribe los años en números enteros.')
      .min(0, 'Los años no pueden ser negativos.')
      .max(300, 'Revisa los años: parecen demasiados.'),
    assetsValue: amount.min(0, 'El valor de los activos no puede ser negativo.').nullish(),
    trend: z.enum(valuationTrends, { error: 'Elige si las ventas crecen, se mantienen o bajan.' }).nullish(),
    ownerHoursPerWeek: z
      .number({ error: 'Escribe las horas en números.' })
      .int('Escribe las horas en números enteros.')
      .min(0, 'Las horas no pueden ser negativas.')
      .max(168, 'Una semana tiene 168 horas: revisa el número.')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.annualProfit > v.annualRevenue) {
      ctx.addIssue({
        code: 'custom',
        path: ['annualProfit'],
        message: 'La utilidad no puede ser mayor que las ventas anuales. Revisa las dos cifras.',
      });
    }
  });
export type ValuationInput = z.input<typeof valuationInput>;

export const valuationAdjustment = z.object({
  code: z.string(),
  /** Points added to the multiple (negative: taken off). */
  delta: z.number(),
  reason: z.string(),
});
export type ValuationAdjustment = z.infer<typeof valuationAdjustment>;

export const valuationResult = z.object({
  low: z.number(),
  typical: z.number(),
  high: z.number(),
  /** The multiples applied, after the adjustments, two decimals (numeric(4,2)). */
  multiple: z.object({ low: z.number(), typical: z.number(), high: z.number() }),
  baseMultiple: z.object({ low: z.number(), typical: z.number(), high: z.number() }),
  adjustments: z.array(valuationAdjustment),
  /** The category's reason and how the range was reached, in plain Spanish. */
  explanation: z.array(z.string()),
  /** The assets' value raised part of the range (profit alone gave less). */
  assetFloorApplied: z.boolean(),
});
export type ValuationResult = z.infer<typeof valuationResult>;

/** Two decimals, as numeric(4,2) keeps a multiple. */
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Values are estimates: whole hundreds of dollars read as such. */
const roundValue = (n: number) => Math.max(0, Math.round(n / 100) * 100);

export function formatMultiple(multiple: number): string {
  return `${multiple.toFixed(2).replace('.', ',')}×`;
}

function yearsAdjustment(years: number): AdjustmentCode | null {
  if (years < 2) return 'years_under_2';
  if (years < 5) return 'years_2_to_4';
  if (years >= 10) return 'years_10_plus';
  return null;
}

function ownerAdjustment(hours: number | null | undefined): AdjustmentCode | null {
  if (hours === null || hours === undefined) return null;
  if (hours <= 20) return 'owner_light';
  if (hours > 60) return 'owner_very_heavy';
  if (hours > 45) return 'owner_heavy';
  return null;
}

function adjustmentReason(
  code: AdjustmentCode,
  input: { yearsOperation: number; ownerHoursPerWeek?: number | null },
): string {
  const years = input.yearsOperation;
  const hours = input.ownerHoursPerWeek ?? 0;
  const yearsText = countText(years, 'año', 'años');
  switch (code) {
    case 'years_under_2':
      return `Con ${yearsText} funcionando todavía no hay historia que demuestre que la utilidad se sostiene: un comprador paga menos.`;
    case 'years_2_to_4':
      return `Con ${yearsText} funcionando el negocio ya probó que vende, pero aún es joven para muchos compradores.`;
    case 'years_10_plus':
      return `${yearsText} funcionando demuestran clientes fieles y una utilidad que resiste las crisis.`;
    case 'trend_growing':
      return 'Las ventas crecen: el comprador espera ganar más que hoy y acepta pagar más.';
    case 'trend_declining':
      return 'Las ventas bajan: el comprador descuenta que la utilidad de hoy puede ser menor mañana.';
    case 'owner_light':
      return `Trabajas ${hours} horas a la semana en el negocio: funciona casi sin ti, y eso es lo que más valora un comprador.`;
    case 'owner_heavy':
      return `Trabajas ${hours} horas a la semana en el negocio: el comprador tendrá que reemplazarte, y eso le resta valor.`;
    case 'owner_very_heavy':
      return `Trabajas ${hours} horas a la semana en el negocio: depende mucho de ti, y el comprador tendrá que contratar a alguien o trabajar igual que tú.`;
  }
}

/**
 * The range for what was entered: profit × multiple (low, typical, high), each multiple
 * moved by the same adjustments and kept at or above MULTIPLE_FLOOR; the assets' value is a
 * floor for each value (a business is rarely sold for less than what it owns). Values are
 * rounded to hundreds of dollars. Monotone in profit; low ≤ typical ≤ high.
 */
export function computeValuation(raw: z.output<typeof valuationInput>): ValuationResult {
  const input = raw;
  const base = VALUATION_MULTIPLES[input.category];
  const codes: AdjustmentCode[] = [];
  const years = yearsAdjustment(input.yearsOperation);
  if (years) codes.push(years);
  if (input.trend === 'creciendo') codes.push('trend_growing');
  if (input.trend === 'bajando') codes.push('trend_declining');
  const owner = ownerAdjustment(input.ownerHoursPerWeek);
  if (owner) codes.push(owner);

  const delta = codes.reduce((sum, code) => sum + VALUATION_ADJUSTMENTS[code], 0);
  const multiple = {
    low: round2(Math.max(MULTIPLE_FLOOR, base.low + delta)),
    typical: round2(Math.max(MULTIPLE_FLOOR, base.typical + delta)),
    high: round2(Math.max(MULTIPLE_FLOOR, base.high + delta)),
  };
  const profit = Math.max(0, input.annualProfit);
  const assets = input.assetsValue ?? 0;
  const fromProfit = {
    low: profit * multiple.low,
    typical: profit * multiple.typical,
    high: profit * multiple.high,
  };
  const value = {
    low: roundValue(Math.max(fromProfit.low, assets)),
    typical: roundValue(Math.max(fromProfit.typical, assets)),
    high: roundValue(Math.max(fromProfit.high, assets)),
  };
  const assetFloorApplied = assets > 0 && assets > fromProfit.low;

  const label = businessCategoryLabels[input.category].toLowerCase();
  const explanation = [VALUATION_CATEGORY_REASONS[input.category]];
  explanation.push(
    `Para ${label} partimos de ${formatMultiple(base.typical)} la utilidad anual (entre ${formatMultiple(base.low)} y ${formatMultiple(base.high)}).`,
  );
  if (codes.length > 0) {
    const sign = delta >= 0 ? '+' : '−';
    explanation.push(
      `Con tus datos el múltiplo se ajusta ${sign}${Math.abs(round2(delta)).toFixed(2).replace('.', ',')}: queda en ${formatMultiple(multiple.typical)} (entre ${formatMultiple(multiple.low)} y ${formatMultiple(multiple.high)}).`,
    );
  } else {
    explanation.push('Tus datos no mueven el múltiplo: están en lo habitual para un negocio que se vende.');
  }
  if (input.annualProfit <= 0) {
    explanation.push(
      'Sin utilidad, un comprador no paga por las ganancias sino por lo que el negocio tiene: el valor sale de sus activos.',
    );
  } else {
    explanation.push(
      `Valor típico: ${formatMoney(profit)} de utilidad × ${formatMultiple(multiple.typical)} = ${formatMoney(value.typical)} (redondeado a centenas).`,
    );
  }
  if (assetFloorApplied) {
    explanation.push(
      `Tus activos valen ${formatMoney(assets)}: un negocio rara vez se vende por menos de lo que tiene, así que ese es el piso del rango.`,
    );
  }
  return {
    ...value,
    multiple,
    baseMultiple: { ...base },
    adjustments: codes.map((code) => ({
      code,
      delta: VALUATION_ADJUSTMENTS[code],
      reason: adjustmentReason(code, input),
    })),
    explanation,
    assetFloorApplied,
  };
}

// ---------- marketplace comparables ----------

export const comparablesQuery = z.object({
  category: z.enum(businessCategories, { error: 'Elige una categoría válida.' }),
});

export const comparablesResponse = z.object({
  category: z.enum(businessCategories),
  /** Published listings (approved or sold) with a price and a profit above 0. */
  count: z.number().int(),
  /** Median asking price ÷ annual profit; null under COMPARABLES_MINIMUM listings. */
  medianMultiple: z.number().nullable(),
  minimum: z.number().int(),
  /**
   * Deals closed on Traspasa (decision 171): the agreed prices, in aggregate only. `count` closed
   * deals of the category with a profit above 0; `medianMultiple` (agreed price ÷ annual profit,
   * one decimal) only from `minimum` deals on, else null: fewer contribute nothing.
   */
  closedSales: z.object({
    count: z.number().int(),
    medianMultiple: z.number().nullable(),
    minimum: z.number().int(),
  }),
});
export type ComparablesResponse = z.infer<typeof comparablesResponse>;

// ---------- leads ----------

export const valuationInterestInput = z.object({
  inputs: valuationInput,
  fullName: z
    .string({ error: 'Escribe tu nombre.' })
    .trim()
    .min(2, 'Escribe tu nombre para saber a quién enviamos el informe.')
    .max(120, 'El nombre puede tener hasta 120 caracteres.'),
  email: z
    .string({ error: 'Escribe tu correo electrónico.' })
    .trim()
    .toLowerCase()
    .max(254, 'El correo puede tener hasta 254 caracteres.')
    .email('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.'),
  /** Must be true; checked by the service so its absence gets its own Spanish 400. */
  consent: z.boolean().optional(),
});
export type ValuationInterestInput = z.input<typeof valuationInterestInput>;

export const CONSENT_REQUIRED =
  'Para enviarte el informe necesitamos tu consentimiento: marca la casilla de aceptación. Sin él no guardamos nada.';

export const valuationInterestCreated = z.object({
  sent: z.literal(true),
  email: z.string(),
  result: valuationResult,
});

export const valuationDraftCreated = z.object({ businessId: z.number().int() });

// ---------- admin leads ----------

/** A real calendar day between 2000 and 2100 (no 2025-02-30, no year 9999). */
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Escribe la fecha como AAAA-MM-DD.')
  .refine(
    (v) => isRealDay(v) && Number(v.slice(0, 4)) >= 2000 && Number(v.slice(0, 4)) <= 2100,
    'Esa fecha no existe en el calendario o está fuera del rango que guardamos (2000–2100).',
  );

export const valuationLeadsQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  category: z.enum(businessCategories, { error: 'Elige una categoría válida.' }).optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ValuationLeadsQuery = z.input<typeof valuationLeadsQuery>;

export const valuationLead = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string(),
  category: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  annualRevenue: z.number().nullable(),
  annualProfit: z.number().nullable(),
  yearsOperation: z.number().int().nullable(),
  valuationLow: z.number().nullable(),
  calculatedValuation: z.number().nullable(),
  valuationHigh: z.number().nullable(),
  multiplierUsed: z.number().nullable(),
  isAuthenticated: z.boolean(),
  createdAt: z.string(),
});
export type ValuationLead = z.infer<typeof valuationLead>;

export const valuationLeadsResponse = z.object({
  items: z.array(valuationLead),
  nextCursor: z.string().nullable(),
});
export type ValuationLeadsResponse = z.infer<typeof valuationLeadsResponse>;
