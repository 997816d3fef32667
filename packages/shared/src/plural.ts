// Spanish words that agree with a count: «1 crédito», «3 créditos», «Úsalo» / «Úsalos».
// Every count-bearing text on the web and in the server's mails and notices goes through
// these two helpers, so no screen says «1 créditos» or «Sumamos 1 crédito… Úsalos».

const integer = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 0 });

/**
 * The form that agrees with `count`: `one` for exactly 1 (and −1), `many` for everything
 * else, 0 included («0 anuncios», as Spanish says it).
 */
export function plural(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}

/** The count written in es-EC («1.234») followed by the agreeing noun: «1 crédito», «1.234 negocios». */
export function countText(count: number, one: string, many: string): string {
  return `${integer.format(count)} ${plural(count, one, many)}`;
}
