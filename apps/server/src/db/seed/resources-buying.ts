import type { SeedResource } from './types.ts';

// Internal guides for buyers (Markdown content).
export const buyingGuides: readonly SeedResource[] = [
  {
    title: 'Cómo valorar un negocio pequeño: guía práctica',
    description:
      'Los tres métodos que usan los profesionales para poner precio a una pyme y los ajustes que casi todos olvidan.',
    type: 'guia',
    image: ['finance', 1],
    content: `No existe un precio «correcto» para un negocio, pero sí un rango razonable. Para encontrarlo, los asesores combinan tres enfoques y comparan los resultados.

## 1. Múltiplo de la utilidad del dueño

En negocios pequeños se parte de la **utilidad del dueño** (en inglés, *SDE*): la utilidad neta más el sueldo que se paga el propietario, los gastos personales cargados al negocio, las depreciaciones y los intereses. Esa cifra se multiplica por un factor que suele ir de **1,5 a 3,5 veces** según el riesgo:

- Negocios que dependen mucho del dueño o de un solo cliente: múltiplo bajo.
- Negocios con procesos escritos, personal estable, contratos recurrentes y cifras ordenadas: múltiplo alto.

## 2. Flujos de caja descontados

Se proyectan los flujos de los próximos cinco años y se traen a valor presente con una tasa que refleje el riesgo (en pymes latinoamericanas, normalmente entre 18 % y 30 %). Es el método más técnico y el que más piden los bancos cuando financian la compra.

## 3. Valor de los activos

Maquinaria, vehículos, inventario y mobiliario a su valor de mercado, no al contable. Es el **piso** de la negociación: un negocio rentable casi nunca debería venderse por menos que sus activos.

## Ajustes que cambian el precio

- **Inventario:** acuerda si está incluido o se paga aparte, contado el día de la entrega.
- **Arriendo:** un contrato largo y cedible vale dinero; uno que vence en seis meses es un riesgo.
- **Pasivos laborales:** décimos, vacaciones y jubilación patronal pendientes se descuentan del precio.
- **Tendencia:** tres años de ventas crecientes pesan más que un buen año aislado.

> Consejo: pide las declaraciones de impuestos de los últimos tres años y compáralas con los estados financieros que te muestran. Si no coinciden, pregunta por qué antes de hablar de precio.`,
  },
  {
    title: 'Lista de revisión antes de comprar un negocio',
    description:
      'La lista de documentos y verificaciones que debes completar antes de firmar la promesa de compraventa.',
    type: 'plantilla',
    image: ['service', 2],
    content: `Usa esta lista después de firmar el acuerdo de confidencialidad y antes de entregar cualquier anticipo. Marca cada punto y guarda una copia de cada documento.

## Legal y societario

- [ ] Escritura de constitución, estatutos y nombramientos vigentes (si es una compañía).
- [ ] Certificado de cumplimiento de obligaciones y lista de socios de la Superintendencia de Compañías.
- [ ] Certificado de no tener juicios pendientes en la Función Judicial.
- [ ] Contratos con clientes y proveedores importantes: ¿tienen cláusulas de cambio de dueño?

## Tributario

- [ ] RUC actualizado con todos los establecimientos.
- [ ] Declaraciones de IVA y de impuesto a la renta de los últimos tres años.
- [ ] Certificado de cumplimiento tributario del SRI.

## Laboral

- [ ] Nómina completa con fechas de ingreso, sueldos y afiliación al IESS.
- [ ] Certificado de no adeudar al IESS.
- [ ] Cálculo de décimos, vacaciones y utilidades pendientes.

## Local y permisos

- [ ] Contrato de arriendo y autorización escrita del propietario para cederlo.
- [ ] Patente municipal, licencia de funcionamiento y permiso de bomberos vigentes.
- [ ] Permisos sectoriales (ARCSA, Ministerio de Salud, ARCOTEL, turismo…) según la actividad.

## Financiero y operativo

- [ ] Estados financieros de tres años y balance a la fecha.
- [ ] Estados de cuenta bancarios de 12 meses para contrastar las ventas.
- [ ] Inventario físico valorado y lista de activos con su estado.
- [ ] Cuentas por cobrar con antigüedad y cuentas por pagar.

Si algún punto no se puede verificar, conviértelo en una condición del contrato o en una retención del precio hasta que se aclare.`,
  },
  {
    title: 'Qué protege (y qué no) un acuerdo de confidencialidad',
    description:
      'Por qué en Traspasa firmas un acuerdo antes de ver el nombre y las cifras de un negocio, y qué obligaciones asumes.',
    type: 'articulo',
    image: ['technology', 3],
    content: `Cuando un dueño publica su negocio en Traspasa, no muestra el nombre, la dirección ni las cifras detalladas. Esa información se abre solo a quien firma el **acuerdo de confidencialidad**.

## Lo que protege

- **El secreto de la venta.** Si los empleados, clientes o la competencia se enteran de que un negocio está en venta, el negocio pierde valor. El acuerdo te obliga a no divulgarlo.
- **La información comercial.** Proveedores, márgenes, recetas, contratos y listas de clientes solo pueden usarse para evaluar la compra.
- **El equipo y los clientes.** Durante dos años no puedes contratar al personal ni captar a los clientes que conociste gracias al acuerdo.

## Lo que no hace

- **No te obliga a comprar.** Puedes retirarte en cualquier momento.
- **No garantiza las cifras.** El vendedor no responde por la exactitud de la información; verifícala con tu propia debida diligencia.
- **No cubre información pública** ni lo que ya sabías antes de firmar.

## Cómo se firma

La firma es electrónica: marcas la casilla de aceptación y pulsas «Firmar acuerdo». Guardamos la fecha y hora, tu dirección IP, tu navegador y la huella digital del texto, y puedes descargar un certificado con toda esa evidencia. En Ecuador, la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos reconoce esta aceptación con el mismo valor que una firma en papel.

Algunos vendedores piden una **firma reforzada**: además de la aceptación, firmas con un código enviado a tu correo o subes el documento firmado a mano con tu cédula.`,
  },
  {
    title: 'Traspaso de un local comercial: arriendo, permisos y patente',
    description:
      'Qué pasa con el contrato de arriendo, la patente municipal y los permisos cuando cambia el dueño del negocio.',
    type: 'guia',
    image: ['retail', 1],
    content: `En muchos negocios pequeños, el local vale tanto como la marca. Antes de cerrar la compra, asegúrate de que podrás seguir operando en el mismo lugar y con los permisos en regla.

## El contrato de arriendo

- Revisa si el contrato **permite cederlo**. Si no lo dice, necesitas la autorización escrita del propietario.
- Lo más seguro es firmar un **nuevo contrato** o una adenda con el arrendador, con plazo suficiente para recuperar tu inversión.
- Confirma que no haya cánones atrasados ni garantías pendientes, y acuerda con el vendedor quién recupera la garantía.

## Patente y licencia de funcionamiento

La patente municipal y la licencia de funcionamiento están a nombre del titular del negocio. Cuando compras los activos de una persona natural, normalmente debes **sacar tus propios permisos** a tu nombre; cuando compras las acciones de una compañía, los permisos siguen a nombre de la compañía.

En Quito, por ejemplo, la actividad se habilita con la Licencia Metropolitana Única para el Ejercicio de Actividades Económicas (LUAE). En otras ciudades, consulta en el municipio los requisitos de la patente y del uso de suelo.

## Otros permisos

- **Bomberos:** permiso de funcionamiento anual según el tipo de local.
- **ARCSA:** obligatorio para alimentos, farmacias, cosméticos y afines.
- **Turismo:** registro y licencia para hoteles, hostales, agencias y restaurantes turísticos.

## Recomendación

Pon como condición del contrato de compraventa que el arrendador firme la cesión o el nuevo contrato **antes** del pago final. Sin local, no hay negocio.`,
  },
  {
    title: 'RUC y obligaciones con el SRI al comprar un negocio en Ecuador',
    description:
      'Comprar activos o comprar acciones: cómo cambia tu relación con el SRI y qué trámites hacer el primer mes.',
    type: 'guia',
    image: ['finance', 2],
    content: `La forma de la compra define tus obligaciones tributarias. Conversa con tu contador antes de firmar.

## Si compras los activos del negocio

Es lo habitual cuando el vendedor es una persona natural. Compras el mobiliario, la maquinaria, el inventario, la marca y la cartera de clientes, y empiezas a facturar **con tu propio RUC**.

- Inscribe o actualiza tu RUC con la nueva actividad económica y el establecimiento.
- Solicita la autorización de **facturación electrónica** y tus puntos de emisión.
- Las deudas tributarias del vendedor siguen siendo del vendedor, pero pide de todas formas su certificado de cumplimiento tributario: evita sorpresas y conflictos con proveedores.
- La venta de activos genera IVA en los bienes gravados; acuerda con el vendedor cómo se factura.

## Si compras las acciones o participaciones

El negocio sigue en la misma compañía, con el mismo RUC, y **hereda su historia tributaria**: declaraciones mal hechas, multas o glosas futuras sobre años anteriores.

- Revisa al menos tres años de declaraciones y los anexos presentados.
- Pide una declaración del vendedor sobre contingencias tributarias y una garantía o retención del precio.
- Actualiza en el SRI al representante legal y la información de los accionistas.

## Régimen tributario

Verifica si el negocio está en el régimen general o en el RIMPE. El régimen puede cambiar con el nuevo dueño y afectar el margen que esperas.`,
  },
];
