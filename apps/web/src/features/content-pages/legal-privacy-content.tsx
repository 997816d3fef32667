import { Link } from 'react-router';
import { CookiePreferencesLink } from './components/cookie-preferences-link';
import type { DocumentSection } from './types';

export const PRIVACY_UPDATED_ON = '21 de noviembre de 2026';

export const privacyIntro = (
  <>
    <p>
      En Traspasa tratamos tus datos personales con el cuidado que exige la Ley Orgánica de Protección de
      Datos Personales del Ecuador (LOPDP, 2021) y su reglamento. Esta política te explica, sin rodeos, qué
      datos guardamos, para qué, durante cuánto tiempo, con quién los compartimos y cómo puedes ejercer tus
      derechos.
    </p>
    <p>
      Resumen: solo pedimos lo necesario para que puedas comprar, vender o asesorar negocios con seguridad; no
      vendemos tus datos; la analítica solo funciona si la aceptas; y los datos biométricos de la verificación
      de identidad solo se tratan con tu consentimiento expreso y se borran 30 días después de la revisión.
    </p>
  </>
);

export const privacySections: DocumentSection[] = [
  {
    id: 'responsable',
    title: 'Responsable del tratamiento',
    content: (
      <>
        <p>
          El responsable del tratamiento de tus datos es Traspasa, con domicilio en Quito, Ecuador. Para
          cualquier asunto relacionado con tus datos personales puedes escribir a nuestro delegado de
          protección de datos en <a href="mailto:privacidad@traspasa.test">privacidad@traspasa.test</a>.
        </p>
        <p>
          Cuando un vendedor comparte contigo información confidencial de su negocio, o tú compartes datos con
          otro usuario por mensajes, ese usuario se convierte en responsable del uso que haga de ellos.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos tratamos',
    content: (
      <>
        <h3>Datos de tu cuenta</h3>
        <p>
          Nombre de usuario, correo electrónico, nombre completo, contraseña (guardada solo como un hash con
          argon2id: nadie, ni siquiera nosotros, puede leerla), rol principal y secundario, foto de perfil si
          la subes, preferencias de notificaciones, plan de suscripción y su estado, y fecha de registro.
          Registramos también cada inicio de sesión (fecha, dirección IP y navegador) para proteger tu cuenta.
        </p>
        <h3>Negocios que publicas</h3>
        <p>
          Los datos del anuncio (descripción, categoría, ciudad, precio, ingresos, utilidades, empleados,
          motivo de venta), sus fotos y documentos, y la información que marques como confidencial. Al
          procesar las fotos eliminamos sus metadatos, incluida la ubicación GPS.
        </p>
        <h3>Evidencia de los acuerdos de confidencialidad</h3>
        <p>
          Cuando firmas un acuerdo guardamos el nombre con el que firmas, la fecha y hora del servidor y de tu
          dispositivo, tu dirección IP, la identificación de tu navegador, la versión del documento y su
          huella digital (hash SHA-256), y los eventos posteriores (visualizaciones, descargas, revisiones).
          Si el negocio exige firma reforzada, también el documento firmado y las imágenes de tu cédula que
          subas.
        </p>
        <h3>Mensajes</h3>
        <p>
          El contenido de las conversaciones que mantienes con otros usuarios, sus adjuntos, la fecha de envío
          y si fueron leídos.
        </p>
        <h3>Verificación de identidad</h3>
        <p>
          Si decides verificar tu identidad: el tipo y número de documento (cédula o pasaporte), las imágenes
          del documento y una selfie. La imagen de tu rostro es un <strong>dato biométrico sensible</strong>:
          solo la tratamos con tu <strong>consentimiento explícito</strong>, que te pediremos por separado
          antes de subirla y que puedes retirar en cualquier momento.
        </p>
        <h3>Pagos</h3>
        <p>
          Los pagos con tarjeta los procesa directamente nuestro proveedor de pagos. Nosotros{' '}
          <strong>no vemos ni guardamos el número de tu tarjeta</strong>; solo recibimos un identificador de
          cliente, el importe, el plan o paquete, el estado del pago y los últimos datos que el proveedor nos
          devuelve para emitir tu comprobante.
        </p>
        <h3>Analítica y cookies</h3>
        <p>
          Solo si lo aceptas en las preferencias de cookies, recogemos datos de uso (páginas vistas, clics,
          dispositivo, navegador y país aproximado) mediante herramientas de analítica y publicidad. Sin tu
          consentimiento solo usamos las cookies necesarias para mantener tu sesión y recordar tus
          preferencias. Además, registramos de forma propia las visitas, guardados y contactos de cada anuncio
          para mostrar estadísticas agregadas a su vendedor.
        </p>
        <h3>Calculadora de valoración</h3>
        <p>
          Calcular el valor de tu negocio no guarda nada. Solo si pides el informe por correo y lo aceptas
          expresamente, guardamos tu nombre, tu correo, las cifras que ingresaste, el resultado, el texto y la
          fecha de tu consentimiento, tu dirección IP y tu navegador, para enviarte el informe y contactarte
          sobre la venta de tu negocio. Puedes pedir que los borremos en cualquier momento.
        </p>
        <h3>Datos técnicos y de seguridad</h3>
        <p>
          Registros del servidor (dirección IP, fecha, ruta solicitada, errores) necesarios para mantener el
          servicio seguro y funcionando.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué los usamos y con qué base legal',
    content: (
      <>
        <p>Cada tratamiento tiene una finalidad concreta y una base de legitimación prevista en la LOPDP:</p>
        <div className="overflow-x-auto">
          <table>
            <thead>
              <tr>
                <th scope="col">Finalidad</th>
                <th scope="col">Base legal</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Crear y mantener tu cuenta, publicar negocios, mostrar anuncios, mensajería</td>
                <td>Ejecución del contrato (estos términos)</td>
              </tr>
              <tr>
                <td>Registrar y conservar la evidencia de los acuerdos de confidencialidad</td>
                <td>Ejecución del contrato y cumplimiento de obligaciones legales (prueba del acuerdo)</td>
              </tr>
              <tr>
                <td>Verificación de identidad con cédula y selfie</td>
                <td>Consentimiento explícito</td>
              </tr>
              <tr>
                <td>Cobrar paquetes y suscripciones, emitir comprobantes</td>
                <td>Ejecución del contrato y obligación legal tributaria</td>
              </tr>
              <tr>
                <td>Moderar anuncios, atender reportes, prevenir fraudes y abusos, proteger tu cuenta</td>
                <td>Interés legítimo en un mercado seguro</td>
              </tr>
              <tr>
                <td>Enviarte notificaciones del servicio según tus preferencias</td>
                <td>Ejecución del contrato</td>
              </tr>
              <tr>
                <td>Analítica de uso, medición y publicidad</td>
                <td>Consentimiento</td>
              </tr>
              <tr>
                <td>Responder a requerimientos de autoridades</td>
                <td>Cumplimiento de obligaciones legales y órdenes judiciales</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          No tomamos decisiones con efectos jurídicos sobre ti basadas únicamente en tratamientos
          automatizados: la aprobación de anuncios y de verificaciones la decide siempre una persona.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo los conservamos',
    content: (
      <>
        <ul>
          <li>
            <strong>Datos de la cuenta:</strong> mientras tu cuenta exista. Al cerrarla, los borramos o
            anonimizamos en un máximo de 30 días, salvo lo que debamos conservar por las razones siguientes.
          </li>
          <li>
            <strong>Anuncios:</strong> mientras estén publicados o en tu cuenta; al borrarlos o al cerrar tu
            cuenta se eliminan junto con sus fotos y documentos.
          </li>
          <li>
            <strong>Evidencia de acuerdos de confidencialidad:</strong> 5 años desde la firma, como registro
            legal del acuerdo, aunque cierres tu cuenta.
          </li>
          <li>
            <strong>Imágenes de cédula y selfie:</strong> se eliminan 30 días después de la revisión de la
            verificación, junto con el número completo del documento. Conservamos solo el resultado (aprobada
            o rechazada), la fecha, el tipo de documento, el país y una huella cifrada del número (para
            detectar un mismo documento en dos cuentas) mientras la cuenta exista.
          </li>
          <li>
            <strong>Mensajes:</strong> mientras exista la conversación. Si cierras tu cuenta, tus mensajes se
            anonimizan para que la otra persona conserve el hilo sin tus datos.
          </li>
          <li>
            <strong>Pagos y comprobantes:</strong> 7 años, como exige la normativa tributaria ecuatoriana.
          </li>
          <li>
            <strong>Registros de inicio de sesión, seguridad y errores:</strong> 12 meses.
          </li>
          <li>
            <strong>Analítica:</strong> mientras mantengas tu consentimiento y como máximo 24 meses. Tu
            elección sobre cookies se guarda en tu navegador durante 12 meses.
          </li>
          <li>
            <strong>Enlaces para restablecer la contraseña:</strong> vencen en 1 hora y solo se pueden usar
            una vez.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'destinatarios',
    title: 'Con quién los compartimos',
    content: (
      <>
        <p>No vendemos tus datos personales. Solo los comunicamos a:</p>
        <ul>
          <li>
            <strong>Otros usuarios</strong>, en la medida necesaria: los compradores ven la parte pública de
            los anuncios; el vendedor ve el nombre con el que firmaste su acuerdo de confidencialidad y tu
            perfil público; quienes conversan contigo ven tu nombre, tu foto y tus mensajes. Nunca mostramos
            tu correo electrónico a otros usuarios.
          </li>
          <li>
            <strong>Proveedores que nos prestan servicios</strong> como encargados del tratamiento, con
            contrato y obligaciones de confidencialidad: alojamiento y almacenamiento en la nube, envío de
            correos, procesamiento de pagos con tarjeta y, solo con tu consentimiento, analítica y publicidad.
          </li>
          <li>
            <strong>Autoridades</strong> administrativas o judiciales, cuando la ley nos obligue o lo ordenen
            en ejercicio de sus competencias.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'transferencias',
    title: 'Transferencias internacionales',
    content: (
      <p>
        Algunos de nuestros proveedores (alojamiento, pagos, correo y analítica) pueden tratar datos fuera del
        Ecuador, por ejemplo en los Estados Unidos o la Unión Europea. Solo lo hacemos con proveedores de
        países con un nivel de protección adecuado o que ofrecen las garantías que exige la LOPDP, como
        cláusulas contractuales tipo y medidas de seguridad equivalentes a las nuestras. Puedes pedirnos una
        copia de esas garantías escribiendo a privacidad@traspasa.test.
      </p>
    ),
  },
  {
    id: 'seguridad',
    title: 'Cómo protegemos tus datos',
    content: (
      <>
        <ul>
          <li>Conexiones cifradas (HTTPS) y contraseñas guardadas con argon2id.</li>
          <li>
            Sesiones con identificadores aleatorios que se revocan al cerrar sesión o cambiar la contraseña;
            límites de intentos de inicio de sesión.
          </li>
          <li>
            Los documentos privados (cédulas, documentos de negocios, acuerdos firmados) se guardan separados
            de las imágenes públicas y solo se entregan a quien tiene permiso; cada consulta de un documento
            de identidad queda registrada.
          </li>
          <li>
            La evidencia de los acuerdos se guarda en un registro encadenado por hashes, de modo que cualquier
            alteración sea detectable.
          </li>
          <li>Acceso interno limitado al personal que lo necesita, con su actividad registrada.</li>
        </ul>
        <p>
          Si ocurre una vulneración de seguridad que afecte a tus datos, lo notificaremos a la
          Superintendencia de Protección de Datos Personales y, cuando pueda afectar tus derechos, también a
          ti, en los plazos que fija la LOPDP.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>Usamos tres tipos de cookies y almacenamiento local:</p>
        <ul>
          <li>
            <strong>Necesarias</strong> (siempre activas): mantienen tu sesión iniciada y recuerdan tus
            preferencias de cookies.
          </li>
          <li>
            <strong>Analíticas</strong>: nos ayudan a entender cómo se usa Traspasa para mejorarlo.
          </li>
          <li>
            <strong>De marketing y de preferencias</strong>: miden nuestras campañas y recuerdan opciones de
            visualización.
          </li>
        </ul>
        <p>
          Las analíticas y de marketing solo se activan si las aceptas, y rechazarlas es tan fácil como
          aceptarlas. Puedes cambiar tu elección cuando quieras desde <CookiePreferencesLink /> (también con
          el botón «Preferencias de cookies» en la esquina inferior de la pantalla).
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos y cómo ejercerlos',
    content: (
      <>
        <p>La LOPDP te reconoce, entre otros, estos derechos:</p>
        <ul>
          <li>
            <strong>Acceso:</strong> saber qué datos tuyos tratamos y obtener una copia.
          </li>
          <li>
            <strong>Rectificación y actualización:</strong> corregir datos inexactos o incompletos.
          </li>
          <li>
            <strong>Eliminación:</strong> pedir que borremos tus datos cuando ya no sean necesarios o retires
            tu consentimiento.
          </li>
          <li>
            <strong>Oposición:</strong> oponerte a tratamientos basados en nuestro interés legítimo o con
            fines de marketing.
          </li>
          <li>
            <strong>Portabilidad:</strong> recibir tus datos en un formato estructurado y de uso común.
          </li>
          <li>
            <strong>Suspensión del tratamiento</strong> y a no ser objeto de decisiones basadas únicamente en
            valoraciones automatizadas.
          </li>
          <li>
            <strong>Retirar tu consentimiento</strong> en cualquier momento, sin que afecte a lo tratado
            antes.
          </li>
        </ul>
        <p>
          Puedes corregir tus datos, cambiar tus preferencias, descargar una copia de tus datos y eliminar tu
          cuenta desde <Link to="/profile/settings">la configuración de tu perfil</Link>, o escribirnos a{' '}
          <a href="mailto:privacidad@traspasa.test">privacidad@traspasa.test</a> indicando qué derecho quieres
          ejercer. Podemos pedirte que confirmes tu identidad antes de atenderte. Respondemos en un plazo
          máximo de <strong>15 días</strong> y el trámite es gratuito.
        </p>
        <p>
          Al eliminar tu cuenta conservaremos únicamente lo indicado en la sección de conservación (por
          ejemplo, la evidencia de los acuerdos de confidencialidad y los comprobantes de pago), bloqueado y
          solo para los fines legales que lo justifican.
        </p>
      </>
    ),
  },
  {
    id: 'reclamos',
    title: 'Reclamos ante la autoridad',
    content: (
      <p>
        Si consideras que no hemos atendido tus derechos o que tratamos tus datos de forma contraria a la ley,
        puedes presentar un reclamo ante la Superintendencia de Protección de Datos Personales del Ecuador. Te
        agradeceremos que antes nos escribas a privacidad@traspasa.test para intentar resolverlo.
      </p>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    content: (
      <p>
        Traspasa está dirigido a personas mayores de 18 años. No recogemos a sabiendas datos de menores; si
        detectamos una cuenta de un menor, la cerraremos y borraremos sus datos.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    content: (
      <p>
        Si cambiamos esta política de forma relevante, te avisaremos por correo o dentro de la plataforma
        antes de que el cambio se aplique, y te pediremos un nuevo consentimiento cuando la ley lo exija. La
        fecha de la última actualización aparece al inicio de este documento.
      </p>
    ),
  },
];
