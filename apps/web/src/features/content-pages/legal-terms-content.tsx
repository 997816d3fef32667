import { Link } from 'react-router';
import type { DocumentSection } from './types';

export const TERMS_UPDATED_ON = '21 de noviembre de 2026';

export const termsIntro = (
  <>
    <p>
      Estos Términos y condiciones regulan el uso de Traspasa, la plataforma en línea para comprar y vender
      pequeños negocios en Ecuador y Latinoamérica. Léelos con calma: al crear una cuenta o usar la plataforma
      aceptas cumplirlos. Si no estás de acuerdo con ellos, no uses Traspasa.
    </p>
    <p>
      Hemos intentado escribirlos de forma clara. Cuando hablamos de «Traspasa», «nosotros» o «la plataforma»
      nos referimos al sitio web, sus aplicaciones y sus servicios; cuando hablamos de «tú» o «usuario», nos
      referimos a cualquier persona que los use.
    </p>
  </>
);

export const termsSections: DocumentSection[] = [
  {
    id: 'objeto',
    title: 'Quiénes somos y qué regulan estos términos',
    content: (
      <>
        <p>
          Traspasa es un servicio operado desde Quito, Ecuador, que pone en contacto a personas que quieren
          vender un negocio en marcha con personas interesadas en comprarlo, y a ambas con profesionales que
          pueden asesorarlas (abogados, contadores, valuadores, intermediarios).
        </p>
        <p>
          Estos términos se aplican a todos los servicios de la plataforma: la publicación y búsqueda de
          negocios, los acuerdos de confidencialidad, la mensajería, el directorio de profesionales, la
          biblioteca de recursos, la calculadora de valoración, la verificación de identidad, los paquetes de
          publicación y los planes de suscripción. Algunos servicios pueden tener condiciones específicas que
          se te mostrarán antes de usarlos; en caso de contradicción, prevalecen esas condiciones específicas.
        </p>
        <p>
          El tratamiento de tus datos personales se rige por nuestra{' '}
          <Link to="/legal/privacy">Política de privacidad</Link>, que forma parte de estos términos.
        </p>
      </>
    ),
  },
  {
    id: 'definiciones',
    title: 'Definiciones',
    content: (
      <ul>
        <li>
          <strong>Negocio o anuncio:</strong> la publicación con la que un vendedor ofrece un negocio en venta
          o traspaso, con su información pública y, en su caso, su información confidencial.
        </li>
        <li>
          <strong>Vendedor:</strong> el usuario que publica un negocio y declara tener facultades para
          negociar su venta.
        </li>
        <li>
          <strong>Comprador:</strong> el usuario que busca negocios, firma acuerdos de confidencialidad y
          conversa con vendedores.
        </li>
        <li>
          <strong>Consultor o profesional:</strong> el usuario que ofrece servicios de asesoría en el
          directorio de profesionales.
        </li>
        <li>
          <strong>Acuerdo de confidencialidad:</strong> el contrato por el que un comprador se obliga a
          guardar reserva sobre la información confidencial de un negocio a cambio de poder verla.
        </li>
        <li>
          <strong>Información confidencial:</strong> el nombre comercial real, la dirección exacta, los datos
          financieros detallados, los documentos y cualquier otra información que el vendedor marque como
          confidencial.
        </li>
        <li>
          <strong>Paquete:</strong> el pago único que permite publicar o mejorar un anuncio en un nivel
          superior al básico (destacado o premium).
        </li>
      </ul>
    ),
  },
  {
    id: 'intermediario',
    title: 'El papel de Traspasa: somos un intermediario',
    content: (
      <>
        <p>
          Traspasa es una plataforma tecnológica de intermediación. <strong>No somos parte</strong> de las
          negociaciones ni de los contratos de compraventa o traspaso que se celebren entre usuarios, no somos
          agentes, corredores ni representantes de ninguno de ellos, y no recibimos ni custodiamos el precio
          de los negocios.
        </p>
        <p>En consecuencia:</p>
        <ul>
          <li>
            Cada vendedor es el único responsable de la veracidad, exactitud y legalidad de la información que
            publica, incluida la información financiera.
          </li>
          <li>
            Cada comprador es responsable de hacer su propia revisión (debida diligencia) antes de comprar:
            verificar documentos, permisos, RUC, obligaciones tributarias, laborales y de arriendo, y
            asesorarse con profesionales independientes.
          </li>
          <li>
            Revisamos los anuncios antes de publicarlos para filtrar contenido prohibido o engañoso evidente,
            pero esa revisión no es una auditoría ni una garantía sobre el negocio, su valor o su
            rentabilidad.
          </li>
          <li>
            Los resultados de la calculadora de valoración (un rango calculado con múltiplos generales de
            referencia por categoría, ajustados con los datos que ingresas, y la mediana de los precios que
            piden los anuncios publicados) y los recursos de la biblioteca son orientativos y no constituyen
            una tasación, asesoría legal, tributaria ni financiera. El precio que fijes para tu anuncio es
            decisión tuya.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cuentas',
    title: 'Tu cuenta',
    content: (
      <>
        <p>
          Para publicar negocios, firmar acuerdos de confidencialidad o enviar mensajes necesitas una cuenta.
          Al crearla:
        </p>
        <ul>
          <li>Declaras que eres mayor de 18 años y que tienes capacidad legal para contratar.</li>
          <li>
            Te comprometes a dar datos verdaderos y a mantenerlos actualizados. Si actúas en nombre de una
            empresa, declaras que tienes facultades para obligarla.
          </li>
          <li>
            Eliges un rol principal (comprador, vendedor o consultor) y puedes añadir un rol secundario desde
            la configuración de tu perfil.
          </li>
          <li>
            Eres responsable de guardar tu contraseña en secreto y de toda la actividad que se realice con tu
            cuenta. Si sospechas de un acceso no autorizado, cambia tu contraseña y escríbenos de inmediato.
          </li>
          <li>
            La cuenta es personal e intransferible. No puedes crear cuentas a nombre de otra persona ni
            mantener varias cuentas para eludir una suspensión.
          </li>
        </ul>
        <p>
          Puedes cerrar tu cuenta en cualquier momento desde{' '}
          <Link to="/profile/settings">la configuración de tu perfil</Link> o escribiendo a
          privacidad@traspasa.test. Al cerrarla conservaremos únicamente lo que la ley o estos términos
          exigen, como la evidencia de los acuerdos de confidencialidad firmados.
        </p>
      </>
    ),
  },
  {
    id: 'verificacion',
    title: 'Verificación de identidad',
    content: (
      <>
        <p>
          Para dar más confianza al mercado, puedes verificar tu identidad con una foto de tu cédula (o
          pasaporte) y una selfie. La verificación es voluntaria, salvo para las funciones en las que se
          indique que es necesaria, y solo se realiza con tu consentimiento expreso.
        </p>
        <p>
          Un miembro de nuestro equipo revisa los documentos y aprueba o rechaza la verificación indicando el
          motivo. La insignia «Identidad verificada» significa que los documentos presentados coincidían con
          la persona al momento de la revisión; no es una garantía sobre su conducta ni sobre los negocios que
          publique. El uso de documentos falsos o ajenos conlleva el cierre inmediato de la cuenta y puede ser
          denunciado ante las autoridades.
        </p>
      </>
    ),
  },
  {
    id: 'anuncios',
    title: 'Reglas para publicar negocios',
    content: (
      <>
        <p>Al publicar un negocio, el vendedor declara y garantiza que:</p>
        <ul>
          <li>
            Es propietario del negocio o tiene autorización suficiente y por escrito de sus propietarios para
            ofrecerlo.
          </li>
          <li>
            El negocio existe, opera legalmente y la información publicada (precio, ingresos, utilidades, años
            de operación, empleados, motivo de venta) es verdadera, está actualizada y no omite hechos
            relevantes, como deudas, juicios, clausuras o contratos de arriendo por vencer.
          </li>
          <li>
            Las fotos y documentos corresponden al negocio y tiene derecho a usarlos; no contienen datos
            personales de terceros sin su autorización.
          </li>
          <li>El precio se expresa en dólares de los Estados Unidos y corresponde a una oferta real.</li>
          <li>
            No incluirá en la parte pública del anuncio datos de contacto (teléfono, correo, redes sociales)
            ni información que permita identificar el negocio si la ha marcado como confidencial.
          </li>
        </ul>
        <p>
          No se permiten anuncios de actividades ilícitas, negocios inexistentes, esquemas piramidales,
          franquicias o «oportunidades de inversión» que no sean la venta de un negocio concreto, ni negocios
          que requieran licencias que el vendedor no posea (por ejemplo, farmacias, transporte o venta de
          alcohol sin sus permisos).
        </p>
        <p>
          Cuando un negocio se venda, dentro o fuera de Traspasa, el vendedor debe marcarlo como «Vendido» sin
          demora.
        </p>
      </>
    ),
  },
  {
    id: 'moderacion',
    title: 'Moderación de anuncios y contenidos',
    content: (
      <>
        <p>
          Todos los anuncios pasan por una revisión antes de hacerse públicos. El anuncio queda en estado
          «pendiente» hasta que un moderador lo aprueba o lo rechaza; si lo rechaza, te indicará el motivo
          para que puedas corregirlo y enviarlo de nuevo. Si cambias un dato público de un anuncio aprobado,
          volverá a revisarse.
        </p>
        <p>
          Podemos pedirte documentos que acrediten la información publicada, editar errores de formato
          evidentes, retirar total o parcialmente un anuncio o un mensaje que incumpla estos términos o la
          ley, y suspender la cuenta de quien lo publicó. Actuamos de buena fe y de forma proporcionada, y te
          informaremos del motivo salvo que la ley o una investigación en curso lo impidan.
        </p>
        <p>
          Cualquier usuario puede reportar un anuncio que considere engañoso, fraudulento o inapropiado con el
          botón «Reportar» del anuncio. Revisamos cada reporte; los reportes falsos o abusivos también
          incumplen estos términos.
        </p>
      </>
    ),
  },
  {
    id: 'confidencialidad',
    title: 'Acuerdos de confidencialidad y aceptación electrónica',
    content: (
      <>
        <p>
          Para ver la información confidencial de un negocio, el comprador debe aceptar el acuerdo de
          confidencialidad vigente de la plataforma. El acuerdo se celebra directamente entre el comprador y
          el vendedor; Traspasa proporciona el texto, facilita la firma y conserva la evidencia.
        </p>
        <p>
          Conforme a la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos del Ecuador, los
          mensajes de datos tienen el mismo valor jurídico que los documentos escritos y los contratos pueden
          celebrarse y aceptarse por medios electrónicos. Por eso, cuando escribes tu nombre, marcas la
          casilla de aceptación y pulsas «Firmar acuerdo», manifiestas tu consentimiento de forma válida y
          vinculante, con el mismo efecto que una firma en papel entre las partes.
        </p>
        <p>Como evidencia de esa aceptación registramos, sin posibilidad de modificación posterior:</p>
        <ul>
          <li>el nombre con el que firmaste y tu cuenta de usuario;</li>
          <li>la fecha y hora del servidor y la fecha y hora local de tu dispositivo;</li>
          <li>tu dirección IP y la identificación de tu navegador;</li>
          <li>
            la versión del acuerdo y una huella digital (hash SHA-256) de su texto exacto, que permite
            demostrar qué texto aceptaste;
          </li>
          <li>cada evento posterior: visualizaciones, descargas de documentos y revisiones.</li>
        </ul>
        <p>
          Con esa evidencia generamos un certificado en PDF que pueden descargar el comprador, el vendedor y
          nuestro equipo. Algunos vendedores exigen además una firma reforzada (firma electrónica con código
          de un solo uso o firma manuscrita del documento impreso, escaneado junto con tu cédula) en el plazo
          de 7 días; hasta completarla y ser aceptada, el acceso a la información confidencial no se concede.
        </p>
        <p>
          El comprador se obliga a usar la información confidencial solo para evaluar la compra, a no
          divulgarla ni copiarla salvo a sus asesores sujetos a la misma reserva, y a no contactar al
          personal, proveedores ni clientes del negocio sin autorización del vendedor. El incumplimiento puede
          generar responsabilidad civil frente al vendedor y la suspensión de la cuenta.
        </p>
      </>
    ),
  },
  {
    id: 'mensajes',
    title: 'Mensajes entre usuarios',
    content: (
      <>
        <p>
          Un comprador puede escribir al vendedor de un negocio después de firmar su acuerdo de
          confidencialidad. Los vendedores pueden responder a quienes hayan firmado un acuerdo sobre sus
          anuncios, y cualquier usuario puede escribir a los profesionales del directorio.
        </p>
        <p>
          Usa la mensajería con respeto y solo para fines relacionados con la compra, venta o asesoría de
          negocios. Está prohibido el spam, el acoso, el envío de enlaces maliciosos y pedir pagos anticipados
          por fuera de un contrato claro. Nuestro equipo solo accede al contenido de los mensajes cuando es
          necesario para atender un reporte, prevenir fraudes o cumplir una obligación legal.
        </p>
      </>
    ),
  },
  {
    id: 'pagos',
    title: 'Pagos, paquetes y suscripciones',
    content: (
      <>
        <p>
          Publicar un negocio con el nivel básico, buscar negocios, firmar acuerdos de confidencialidad y
          enviar mensajes no tiene costo. Son de pago los paquetes que permiten publicar o mejorar un anuncio
          como premium o destacado y los planes de suscripción con funciones adicionales.
        </p>
        <ul>
          <li>
            Los precios se muestran en dólares de los Estados Unidos e incluyen los impuestos aplicables,
            salvo que se indique lo contrario antes del pago. Emitimos el comprobante electrónico
            correspondiente.
          </li>
          <li>
            Los pagos se procesan con tarjeta a través de un proveedor de pagos certificado. Traspasa no ve ni
            guarda los números de tu tarjeta.
          </li>
          <li>
            Cada paquete añade créditos a tu cuenta; un crédito se consume cuando el anuncio correspondiente
            es aprobado. Si un anuncio es rechazado, el crédito no se consume y puedes usarlo en otro anuncio.
          </li>
          <li>
            Las suscripciones se renuevan automáticamente al final de cada período hasta que las canceles
            desde tu cuenta. La cancelación surte efecto al final del período ya pagado.
          </li>
          <li>
            Los códigos de descuento tienen las condiciones, la vigencia y el número máximo de usos que se
            indiquen al publicarlos, y no son canjeables por dinero.
          </li>
          <li>
            Puedes solicitar el reembolso de un paquete cuyos créditos no hayas usado dentro de los 15 días
            siguientes a la compra. Esto no limita los derechos que te reconoce la Ley Orgánica de Defensa del
            Consumidor.
          </li>
        </ul>
        <p>
          Traspasa no interviene en el pago del precio de los negocios. Te recomendamos formalizar la
          compraventa por escrito, con asesoría legal y por medios de pago trazables, y desconfiar de quien
          pida anticipos sin un contrato.
        </p>
      </>
    ),
  },
  {
    id: 'conductas-prohibidas',
    title: 'Conductas prohibidas',
    content: (
      <>
        <p>Al usar Traspasa te comprometes a no:</p>
        <ul>
          <li>publicar información falsa, engañosa o que no tengas derecho a divulgar;</li>
          <li>suplantar a otra persona o empresa, o usar documentos de identidad ajenos o falsificados;</li>
          <li>
            divulgar, copiar o usar la información confidencial de un negocio fuera de lo permitido por el
            acuerdo de confidencialidad;
          </li>
          <li>
            usar la plataforma para cometer fraudes, lavar activos, financiar actividades ilícitas o evadir
            obligaciones tributarias;
          </li>
          <li>
            extraer datos de forma masiva (scraping), usar robots, o intentar acceder a cuentas, datos o
            sistemas sin autorización;
          </li>
          <li>
            interferir con el funcionamiento de la plataforma o eludir sus medidas de seguridad o límites;
          </li>
          <li>
            acosar, amenazar, discriminar o enviar comunicaciones comerciales no solicitadas a otros usuarios;
          </li>
          <li>
            sacar deliberadamente la negociación de la plataforma con el fin de eludir el acuerdo de
            confidencialidad.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual y contenido de los usuarios',
    content: (
      <>
        <p>
          La marca Traspasa, el diseño, el software y los textos propios de la plataforma nos pertenecen o los
          usamos con licencia. No puedes copiarlos ni usarlos sin nuestra autorización escrita.
        </p>
        <p>
          Tú conservas los derechos sobre el contenido que publicas (textos, fotos, documentos). Nos concedes
          una licencia no exclusiva, gratuita y limitada al tiempo en que el contenido esté publicado para
          almacenarlo, adaptarlo técnicamente (por ejemplo, redimensionar fotos) y mostrarlo a los usuarios
          que corresponda según la configuración del anuncio. La información confidencial solo se muestra a
          quien tenga un acuerdo de confidencialidad firmado.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Limitación de responsabilidad',
    content: (
      <>
        <p>
          Trabajamos para que Traspasa funcione de forma continua y segura, pero el servicio se presta «tal
          como está» y puede tener interrupciones por mantenimiento o causas ajenas a nuestro control. En la
          máxima medida que permite la ley ecuatoriana:
        </p>
        <ul>
          <li>
            No respondemos por la veracidad de los anuncios ni por el resultado, la calidad, el valor o la
            legalidad de los negocios ofrecidos, ni por el cumplimiento de los contratos que celebren los
            usuarios.
          </li>
          <li>
            No respondemos por el uso que un comprador haga de la información confidencial en incumplimiento
            del acuerdo; la acción corresponde al vendedor frente a ese comprador, para lo cual le
            facilitaremos la evidencia registrada cuando la solicite una autoridad competente o el propio
            vendedor como parte del acuerdo.
          </li>
          <li>
            No respondemos por daños indirectos, lucro cesante o pérdida de oportunidades de negocio derivados
            del uso de la plataforma.
          </li>
          <li>
            Nuestra responsabilidad total frente a ti, por cualquier causa, se limita al importe que nos hayas
            pagado en los doce meses anteriores al hecho que la origine.
          </li>
        </ul>
        <p>
          Estas limitaciones no se aplican a los daños causados por dolo o culpa grave de Traspasa ni a los
          derechos irrenunciables que te reconoce la Ley Orgánica de Defensa del Consumidor.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspensión y cierre de cuentas',
    content: (
      <>
        <p>
          Podemos suspender temporalmente o cerrar una cuenta, y retirar sus anuncios, cuando exista un
          incumplimiento de estos términos o de la ley, un riesgo para otros usuarios, indicios razonables de
          fraude o un requerimiento de autoridad competente. La suspensión revoca las sesiones abiertas de la
          cuenta.
        </p>
        <p>
          Salvo en casos urgentes o cuando la ley lo impida, te avisaremos por correo con el motivo y podrás
          responder en un plazo de 10 días para aportar tu versión; revisaremos la decisión a la luz de lo que
          nos indiques. Si cerramos tu cuenta por una causa que no te sea imputable, te reembolsaremos la
          parte no usada de los servicios pagados.
        </p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en estos términos',
    content: (
      <p>
        Podemos actualizar estos términos para reflejar cambios en el servicio o en la ley. Publicaremos la
        nueva versión con su fecha y, si los cambios son relevantes, te avisaremos por correo o dentro de la
        plataforma con al menos 15 días de anticipación. Si sigues usando Traspasa después de esa fecha,
        entenderemos que aceptas la nueva versión; si no estás de acuerdo, puedes cerrar tu cuenta antes. Los
        acuerdos de confidencialidad ya firmados se rigen por la versión que aceptaste.
      </p>
    ),
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable y jurisdicción',
    content: (
      <>
        <p>
          Estos términos se rigen por las leyes de la República del Ecuador, en particular el Código Civil, el
          Código de Comercio, la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos, la Ley
          Orgánica de Defensa del Consumidor y la Ley Orgánica de Protección de Datos Personales.
        </p>
        <p>
          Ante cualquier desacuerdo, escríbenos primero a legal@traspasa.test: intentaremos resolverlo de
          forma directa en un plazo de 30 días. Si no es posible, las partes podrán acudir a un centro de
          mediación autorizado en Quito y, en su defecto, a los jueces competentes del Ecuador. Si tienes la
          condición de consumidor, conservas tu derecho a presentar reclamos ante la Defensoría del Pueblo y a
          demandar ante los jueces de tu domicilio.
        </p>
      </>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    content: (
      <>
        <p>Para cualquier consulta sobre estos términos puedes escribirnos a:</p>
        <ul>
          <li>
            Asuntos legales y reclamos: <a href="mailto:legal@traspasa.test">legal@traspasa.test</a>
          </li>
          <li>
            Privacidad y datos personales:{' '}
            <a href="mailto:privacidad@traspasa.test">privacidad@traspasa.test</a>
          </li>
        </ul>
        <p>
          También puedes usar el formulario de contacto de la plataforma. Respondemos en un plazo máximo de 10
          días hábiles.
        </p>
      </>
    ),
  },
];
