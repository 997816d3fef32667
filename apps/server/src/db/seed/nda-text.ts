import { createHash } from 'node:crypto';

// The active NDA (nda_documents v1.0). Its SHA-256 is what a signer's browser and
// the server must agree on, so never reformat this text: publish a new version.

export const NDA_VERSION = '1.0';
export const NDA_TITLE = 'Acuerdo de Confidencialidad';

export const NDA_CONTENT = `ACUERDO DE CONFIDENCIALIDAD Y NO DIVULGACIÓN
Versión 1.0

El presente Acuerdo de Confidencialidad (en adelante, el "Acuerdo") se celebra por medios electrónicos a través de la plataforma Traspasa (en adelante, la "Plataforma") entre la persona natural o jurídica que lo acepta con el fin de conocer información reservada de un negocio publicado (en adelante, el "Interesado") y el titular del negocio publicado que ofrece venderlo o traspasarlo (en adelante, el "Vendedor"). El Interesado y el Vendedor se denominan conjuntamente las "Partes". La Plataforma actúa únicamente como medio para poner en contacto a las Partes, custodiar la información y registrar la aceptación de este Acuerdo; no es parte de la eventual negociación ni de la compraventa.

1. OBJETO
1.1. El Vendedor está dispuesto a revelar al Interesado información reservada sobre el negocio identificado en la Plataforma al momento de la aceptación (en adelante, el "Negocio"), con el único propósito de que el Interesado evalúe una posible adquisición, total o parcial, del Negocio, de sus activos o de las participaciones de la sociedad que lo explota (en adelante, la "Operación").
1.2. Mediante este Acuerdo el Interesado se obliga a mantener dicha información en estricta reserva y a usarla solo para el propósito indicado.

2. DEFINICIONES
2.1. "Información Confidencial": toda información, en cualquier formato o soporte, que el Vendedor o la Plataforma por cuenta del Vendedor pongan a disposición del Interesado después de aceptar este Acuerdo, incluida, sin carácter limitativo: el nombre comercial y la razón social del Negocio; su dirección exacta; su número de Registro Único de Contribuyentes (RUC) u otra identificación tributaria; estados financieros, declaraciones de impuestos, ventas, costos, márgenes y proyecciones; contratos de arrendamiento, con proveedores, con clientes o con trabajadores; listas de clientes y proveedores y sus condiciones comerciales; información sobre el personal y sus remuneraciones; procesos, recetas, fórmulas, software y estrategias comerciales; permisos y licencias; y cualquier documento cargado en el área privada del Negocio.
2.2. También es Información Confidencial el hecho mismo de que el Negocio está en venta, la existencia de conversaciones entre las Partes y los términos de cualquier oferta.
2.3. "Representantes": los administradores, empleados, socios, asesores legales, contables, tributarios y financieros, y las entidades financieras del Interesado que necesiten conocer la Información Confidencial para evaluar o financiar la Operación.

3. OBLIGACIONES DEL INTERESADO
3.1. El Interesado se obliga a:
a) Guardar absoluta reserva sobre la Información Confidencial y no divulgarla, publicarla, copiarla ni ponerla a disposición de terceros, salvo lo previsto en la cláusula 4.
b) Proteger la Información Confidencial con, al menos, el mismo grado de cuidado que emplea para proteger su propia información reservada y, en ningún caso, con un cuidado menor al razonable.
c) No contactar al personal, clientes, proveedores, arrendadores ni acreedores del Negocio para tratar asuntos relacionados con la Operación sin autorización previa y por escrito del Vendedor.
d) No presentarse en el establecimiento del Negocio como posible comprador ni revelar allí la intención de venta, salvo visita coordinada con el Vendedor.
e) Informar de inmediato al Vendedor, a través de la Plataforma, si tiene conocimiento de cualquier uso o divulgación no autorizada de la Información Confidencial, y colaborar para limitar sus efectos.
3.2. El Interesado responde por el cumplimiento de este Acuerdo por parte de sus Representantes como si se tratara de actos propios.

4. USO PERMITIDO
4.1. La Información Confidencial se usará exclusivamente para evaluar, negociar, financiar y, en su caso, formalizar la Operación.
4.2. El Interesado podrá compartir la Información Confidencial con sus Representantes solo en la medida estrictamente necesaria para ese fin, siempre que les informe de su carácter confidencial y que ellos estén sujetos a deberes de reserva equivalentes a los de este Acuerdo.
4.3. Queda prohibido usar la Información Confidencial para competir con el Negocio, para abrir, adquirir o asesorar a un negocio competidor, o para cualquier fin distinto del previsto en esta cláusula.

5. EXCLUSIONES
No se considera Información Confidencial aquella que el Interesado pueda demostrar documentalmente que:
a) Era de dominio público al momento de recibirla, o pasó a serlo después sin que medie incumplimiento del Interesado o de sus Representantes.
b) Ya se encontraba legítimamente en su poder antes de recibirla del Vendedor, sin obligación de reserva.
c) Le fue revelada legítimamente por un tercero que no estaba obligado a mantenerla en reserva.
d) Fue desarrollada de forma independiente, sin utilizar la Información Confidencial.
Si una autoridad judicial o administrativa competente exige al Interesado revelar Información Confidencial, este podrá hacerlo en la medida estrictamente requerida, notificando previamente al Vendedor, si la ley lo permite, para que pueda adoptar las medidas de protección que estime pertinentes.

6. NO CAPTACIÓN DE PERSONAL NI DE CLIENTES
6.1. Durante la vigencia de este Acuerdo, el Interesado no podrá, directa ni indirectamente, por sí mismo o a través de terceros, ofrecer empleo ni contratar a trabajadores del Negocio que haya conocido por medio de la Información Confidencial, ni inducirlos a terminar su relación laboral con el Negocio.
6.2. Durante el mismo plazo, el Interesado tampoco podrá usar la Información Confidencial para captar a clientes o proveedores del Negocio ni para inducirlos a reducir o terminar su relación comercial con él.
6.3. Lo anterior no impide contratar a quien responda por iniciativa propia a convocatorias públicas de empleo.

7. DEVOLUCIÓN Y DESTRUCCIÓN
7.1. Si el Interesado decide no continuar con la Operación, o si el Vendedor lo solicita en cualquier momento, el Interesado deberá, dentro de los diez (10) días siguientes, devolver o destruir toda la Información Confidencial que haya recibido, incluidas las copias, resúmenes y notas que la contengan, en cualquier soporte, y confirmar por escrito a través de la Plataforma que lo ha hecho.
7.2. El Interesado podrá conservar una copia únicamente cuando una obligación legal o regulatoria así lo exija, en cuyo caso dicha copia seguirá sujeta a este Acuerdo mientras se conserve.

8. VIGENCIA
8.1. Este Acuerdo entra en vigor en el momento de su aceptación electrónica y se mantendrá vigente por un plazo de dos (2) años contados desde esa fecha.
8.2. Las obligaciones de reserva sobre secretos comerciales, recetas, fórmulas, software y datos personales se mantendrán mientras dicha información conserve su carácter reservado, aun después de terminado el plazo anterior.
8.3. Si la Operación se concreta entre las Partes, este Acuerdo se entenderá sustituido por las cláusulas de confidencialidad del contrato definitivo, en lo que este disponga.

9. AUSENCIA DE LICENCIA Y DE OBLIGACIÓN DE CONTRATAR
9.1. La entrega de Información Confidencial no otorga al Interesado licencia, derecho de propiedad intelectual ni derecho alguno sobre el Negocio, sus marcas o sus activos.
9.2. Este Acuerdo no obliga a ninguna de las Partes a celebrar la Operación ni a continuar las negociaciones. Cada Parte podrá terminarlas en cualquier momento y sin expresión de causa, sin que ello genere responsabilidad, sin perjuicio de las obligaciones de reserva aquí establecidas.
9.3. El Vendedor no garantiza la exactitud ni la integridad de la Información Confidencial, salvo lo que se pacte en el contrato definitivo; el Interesado realizará su propia debida diligencia.

10. INCUMPLIMIENTO Y REMEDIOS
10.1. El Interesado reconoce que la divulgación o el uso indebido de la Información Confidencial pueden causar al Vendedor daños graves y de difícil reparación. En caso de incumplimiento, el Interesado deberá indemnizar al Vendedor por los daños y perjuicios causados, incluidos el daño emergente y el lucro cesante debidamente acreditados.
10.2. Sin perjuicio de lo anterior, el Vendedor podrá solicitar a la autoridad competente las medidas cautelares que la ley permita para impedir o hacer cesar el uso o la divulgación indebida.
10.3. La Plataforma podrá suspender o cancelar la cuenta del Interesado que incumpla este Acuerdo y conservar y entregar a las autoridades competentes o al Vendedor, conforme a la ley, la evidencia de su aceptación y de los accesos registrados.

11. PROTECCIÓN DE DATOS PERSONALES
11.1. Cuando la Información Confidencial contenga datos personales de trabajadores, clientes, proveedores u otras personas, el Interesado los tratará conforme a la Ley Orgánica de Protección de Datos Personales del Ecuador, publicada en el Registro Oficial en mayo de 2021, y a su reglamento, únicamente para la finalidad prevista en la cláusula 4, aplicando medidas de seguridad adecuadas y sin transferirlos a terceros no autorizados.
11.2. Los datos personales de las Partes registrados al aceptar este Acuerdo (nombre, correo electrónico, fecha y hora, dirección IP, navegador y huella digital del documento) serán tratados por la Plataforma con la finalidad de acreditar la celebración y el contenido del Acuerdo, conforme a su Política de Privacidad.

12. ACEPTACIÓN ELECTRÓNICA Y PRUEBA
12.1. Las Partes reconocen que la aceptación de este Acuerdo mediante la marcación de la casilla de aceptación y el botón de firma de la Plataforma constituye una manifestación de voluntad expresa y tiene la misma validez y los mismos efectos jurídicos que una firma manuscrita, de conformidad con la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos del Ecuador, que reconoce a los mensajes de datos igual valor jurídico que a los documentos escritos.
12.2. La Plataforma registrará, como evidencia de la aceptación, el nombre del firmante, la fecha y hora del servidor y la hora local informada por el dispositivo del firmante, la dirección IP, el navegador utilizado, la versión de este Acuerdo y la huella digital SHA-256 de su texto. Las Partes aceptan que dicho registro constituye prueba de la celebración y del contenido de este Acuerdo.
12.3. Si el Negocio requiere firma reforzada, la aceptación se complementará con una firma electrónica adicional o con el documento firmado a mano y la copia del documento de identidad del Interesado; hasta su validación no habrá acceso a la Información Confidencial.

13. DISPOSICIONES GENERALES
13.1. Este Acuerdo constituye el entendimiento completo de las Partes sobre su objeto y solo podrá modificarse por escrito aceptado por ambas.
13.2. Si alguna cláusula fuese declarada nula o inaplicable, las demás conservarán su plena validez.
13.3. El Interesado no podrá ceder este Acuerdo sin el consentimiento previo y por escrito del Vendedor.
13.4. Las comunicaciones entre las Partes relativas a este Acuerdo se realizarán a través de la mensajería de la Plataforma o de los correos electrónicos registrados en ella.

14. LEY APLICABLE Y JURISDICCIÓN
14.1. Este Acuerdo se rige por las leyes de la República del Ecuador.
14.2. Toda controversia derivada de este Acuerdo se procurará resolver primero mediante negociación directa entre las Partes. De no alcanzarse un acuerdo en treinta (30) días, las Partes podrán acudir a la mediación en un centro de mediación legalmente registrado en el Ecuador y, de no resolverse, a los jueces competentes del domicilio del Vendedor, con renuncia a cualquier otro fuero que pudiera corresponderles.

Al marcar la casilla "He leído y acepto el Acuerdo de Confidencialidad" y pulsar "Firmar acuerdo", el Interesado declara haber leído íntegramente este Acuerdo, comprender su alcance y aceptarlo libre y voluntariamente.`;

/** SHA-256 (hex) of exactly NDA_CONTENT, as `nda_documents.document_hash` stores it. */
export const NDA_DOCUMENT_HASH = createHash('sha256').update(NDA_CONTENT, 'utf8').digest('hex');
