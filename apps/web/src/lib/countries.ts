/**
 * The countries Traspasa offers, Ecuador first: the search filter, the listing form and the
 * valuation list them; a listing or a shared link may still name another.
 */
export const offeredCountries = ['Ecuador', 'Colombia', 'Perú', 'México', 'Chile', 'Argentina'];
