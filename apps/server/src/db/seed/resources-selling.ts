import type { SeedResource } from './types.ts';

// Internal guides for sellers and for closing the deal (Markdown content).
export const sellingGuides: readonly SeedResource[] = [
  {
    title: 'Cómo preparar tus estados financieros para vender',
    description:
      'Ordena tus cifras antes de publicar: los compradores pagan más por un negocio que se entiende.',
    type: 'guia',
    image: ['finance', 3],
    content: `Un comprador serio va a pedir números. Si los tienes listos y ordenados, el proceso es más rápido y la negociación parte de tus cifras, no de sus suposiciones.

## Separa lo personal de lo del negocio

Gastos familiares, el carro de la casa o sueldos a parientes que no trabajan en el negocio distorsionan la utilidad. Identifícalos y prepara una **utilidad normalizada** que muestre lo que gana realmente el negocio.

## Reúne tres años

- Estados financieros anuales (estado de resultados y balance).
- Declaraciones de impuesto a la renta e IVA.
- Ventas mensuales: permiten ver la estacionalidad y la tendencia.

## Explica las variaciones

Si un año bajaron las ventas por una obra en la calle o por la pandemia, dilo y muestra cómo se recuperaron. Las sorpresas sin explicación bajan el precio.

## Inventario y activos

Haz un inventario físico valorado y una lista de activos con su estado y su valor aproximado de mercado. Acuerda desde el principio si el inventario va incluido en el precio.

## Pasivos y contingencias

Lista las deudas bancarias, los pasivos laborales y cualquier juicio o reclamo. Es mejor contarlo al inicio que descubrirlo en la debida diligencia.

> Tip: sube estos documentos al área privada de tu negocio. Solo los verá quien haya firmado el acuerdo de confidencialidad.`,
  },
  {
    title: 'Negociar el precio sin romper la relación',
    description:
      'Técnicas sencillas para que comprador y vendedor lleguen a un acuerdo justo y sigan hablándose.',
    type: 'articulo',
    image: ['other', 1],
    content: `Comprar un negocio pequeño no es una guerra: después del cierre, comprador y vendedor suelen trabajar juntos durante la transición. Negocia pensando en eso.

## Antes de hablar de números

- Entiende **por qué** vende el dueño. Alguien que se jubila valora una transición tranquila; alguien que se muda necesita rapidez.
- Ten tu propia valoración y un rango: precio ideal, precio razonable y precio máximo.

## Durante la negociación

- **Justifica cada ajuste** con datos: «el contrato de arriendo vence en ocho meses», «el 40 % de las ventas es de un solo cliente».
- Negocia la **estructura**, no solo el precio: un pago diferido, una parte sujeta a resultados (*earn-out*) o que el vendedor se quede unos meses pueden cerrar la brecha.
- Deja por escrito cada acuerdo parcial en un resumen que ambos revisen.

## La carta de intención

Cuando estén cerca, firmen una carta de intención con el precio, la forma de pago, las condiciones y un plazo de exclusividad para la debida diligencia. No es el contrato final, pero ordena el proceso.

## Cuándo retirarse

Si aparecen cifras que no cuadran y el vendedor no las explica, o si se niega a una revisión razonable, retírate. Habrá otros negocios.`,
  },
  {
    title: 'Opciones de financiamiento para comprar un negocio',
    description:
      'Crédito bancario, cooperativas, banca pública y pago diferido al vendedor: ventajas y requisitos.',
    type: 'articulo',
    image: ['realestate', 2],
    content: `Pocas personas compran un negocio al contado. Estas son las fuentes de financiamiento más usadas en Ecuador y la región.

## Crédito de bancos y cooperativas

Bancos y cooperativas de ahorro y crédito financian la compra como crédito productivo o para pymes. Suelen pedir:

- Un aporte propio del 30 % al 40 % del precio.
- Estados financieros del negocio y un flujo de caja proyectado.
- Garantías: hipoteca, prenda sobre maquinaria o garantes.

## Banca pública de desarrollo

Entidades como la Corporación Financiera Nacional (CFN) o BanEcuador tienen líneas para activos fijos, capital de trabajo y emprendimientos productivos, con plazos más largos. Revisa sus requisitos vigentes en sus sitios oficiales.

## Pago diferido al vendedor

El vendedor recibe una parte al cierre y el resto en cuotas, a veces con interés. Para el comprador es una señal de confianza: el vendedor cree en el negocio que entrega. Protege a ambas partes con un pagaré y una garantía.

## Pago sujeto a resultados

Una parte del precio se paga solo si el negocio alcanza ciertas ventas o utilidades en los meses siguientes. Sirve cuando comprador y vendedor no coinciden en las proyecciones.

## Socios e inversionistas

Un socio capitalista puede aportar parte del dinero a cambio de una participación. Pongan por escrito desde el principio cómo se toman las decisiones y cómo sale cada uno.`,
  },
  {
    title: 'Trabajadores en un traspaso: qué pasa con sus contratos',
    description: 'Derechos del personal, sustitución de empleador y cómo evitar pasivos laborales ocultos.',
    type: 'articulo',
    image: ['education', 1],
    content: `El personal es una de las partes más valiosas de un negocio pequeño, y también una de las fuentes de riesgo más frecuentes.

## Los contratos continúan

En Ecuador, el Código del Trabajo protege a los trabajadores cuando cambia el dueño del negocio: los contratos continúan con el nuevo empleador, que asume las obligaciones laborales, y el anterior responde solidariamente por lo que se debía hasta ese momento. Por eso es clave saber exactamente qué se debe.

## Qué revisar

- Contratos de trabajo y fechas reales de ingreso.
- Afiliación al IESS desde el primer día y aportes al día.
- Décimo tercero y décimo cuarto sueldo, vacaciones y fondos de reserva.
- Participación de los trabajadores en las utilidades de los últimos años.
- Trabajadores con más de 20 años de servicio (jubilación patronal).

## Cómo protegerte

- Pide un **certificado de no adeudar** al IESS y un cálculo de pasivos laborales firmado por un contador.
- Acuerda que los pasivos anteriores al cierre los paga el vendedor, o descuéntalos del precio.
- Si algunos trabajadores no seguirán, que la liquidación la haga el vendedor antes de la entrega.

## Comunicación

Decide con el vendedor cuándo y cómo informar al equipo. Una buena presentación del nuevo dueño evita renuncias de personas clave en las primeras semanas.`,
  },
  {
    title: 'Plantilla de carta de intención para la compra de un negocio',
    description:
      'Un modelo editable para dejar por escrito precio, forma de pago, condiciones y exclusividad.',
    type: 'plantilla',
    image: ['technology', 1],
    content: `Copia esta plantilla, complétala con tu asesor legal y compártela con el vendedor por la mensajería de Traspasa. Una carta de intención no obliga a comprar, salvo en las cláusulas de exclusividad y confidencialidad.

---

**CARTA DE INTENCIÓN**

**Ciudad y fecha:** ____________________

**De:** [nombre completo del comprador], con cédula o RUC n.º __________

**Para:** [nombre completo del vendedor], con cédula o RUC n.º __________

**1. Objeto.** El comprador manifiesta su interés en adquirir [los activos / las participaciones] del negocio [nombre comercial], ubicado en [dirección].

**2. Precio.** USD __________, que incluye / no incluye el inventario.

**3. Forma de pago.** ____ % a la firma del contrato definitivo; ____ % en ____ cuotas mensuales; ____ % sujeto a [condición].

**4. Condiciones.** La operación queda sujeta a:
- Resultado satisfactorio de la debida diligencia legal, tributaria, laboral y financiera.
- Cesión o nuevo contrato de arriendo del local por al menos ____ años.
- Obtención del financiamiento, si aplica.

**5. Transición.** El vendedor acompañará al comprador durante ____ semanas después del cierre.

**6. Exclusividad.** Durante ____ días el vendedor no negociará la venta con terceros.

**7. Confidencialidad.** Se mantiene vigente el acuerdo de confidencialidad firmado en Traspasa.

**8. Carácter no vinculante.** Salvo las cláusulas 6 y 7, esta carta no obliga a las partes a celebrar la operación.

Firma del comprador: ____________________ Firma del vendedor: ____________________`,
  },
];
