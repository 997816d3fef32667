import { z } from 'zod';
import { formatMoneyInput } from './money.ts';

// The one Spanish error map for zod, on the server and in the forms: sentences a
// shopkeeper understands, never a validator's ("Demasiado pequeño: se esperaba que texto
// tuviera >=2 caracteres", "Inválido dirección de correo electrónico"). A message written
// on a schema (`.min(1, 'Escribe un mensaje')`) still wins over these.

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const number = (n: number | bigint) => formatMoneyInput(Number(n));

const formats: Record<string, string> = {
  email: 'Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com.',
  url: 'Escribe una dirección web completa, por ejemplo https://mitienda.ec.',
  uuid: 'El identificador no es válido.',
  datetime: 'Escribe una fecha y hora válidas.',
  date: 'Escribe una fecha válida.',
  time: 'Escribe una hora válida.',
  e164: 'Escribe un número de teléfono con el código del país, por ejemplo +593 99 123 4567.',
};

const expectedTypes: Record<string, string> = {
  string: 'Escribe un texto.',
  number: 'Escribe un número.',
  int: 'Escribe un número entero.',
  boolean: 'Elige sí o no.',
  date: 'Escribe una fecha válida.',
  array: 'Este dato debe ser una lista.',
  object: 'Los datos enviados no tienen el formato esperado.',
};

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (min <= 1) return 'Este campo es obligatorio.';
      return `Escribe al menos ${number(min)} caracteres.`;
    case 'array':
    case 'set':
      return min <= 1 ? 'Elige al menos uno.' : `Elige al menos ${number(min)}.`;
    case 'file':
      return 'El archivo está vacío.';
    case 'date':
      return 'La fecha es demasiado antigua.';
    default:
      if (min === 0 && !issue.inclusive) return 'Debe ser mayor que cero.';
      if (min === 0) return 'No puede ser negativo.';
      return issue.inclusive ? `Debe ser ${number(min)} o más.` : `Debe ser mayor que ${number(min)}.`;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Escribe como máximo ${number(max)} caracteres.`;
    case 'array':
    case 'set':
      return `Puedes elegir hasta ${number(max)}.`;
    case 'file':
      return 'El archivo es demasiado grande.';
    case 'date':
      return 'La fecha es demasiado lejana.';
    default:
      return issue.inclusive ? `Debe ser ${number(max)} o menos.` : `Debe ser menor que ${number(max)}.`;
  }
}

/** Every issue zod can raise, as a short Spanish sentence. */
export const spanishErrorMap = (issue: RawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo es obligatorio.';
      if (issue.input === null) return 'Este campo no puede quedar vacío.';
      return expectedTypes[issue.expected] ?? 'Este valor no es válido.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'regex') return 'Revisa el formato: hay caracteres que no se permiten aquí.';
      return formats[issue.format] ?? 'Revisa el formato de este dato.';
    case 'invalid_value':
      return issue.values.length === 1
        ? 'Este valor no es válido aquí.'
        : 'Elige una de las opciones de la lista.';
    case 'not_multiple_of':
      return `Debe ser un múltiplo de ${number(Number(issue.divisor))}.`;
    case 'unrecognized_keys':
      return 'Hay datos que no corresponden a este formulario.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Este valor no es válido.';
    default:
      return 'Este valor no es válido.';
  }
};

/** Installs the map (idempotent): zod then answers in these words everywhere. */
export function useSpanishZodMessages(): void {
  z.config({ localeError: spanishErrorMap });
}
