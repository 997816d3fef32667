import { Link } from 'react-router';
import type { FaqGroup } from './types';

export const faqGroups: FaqGroup[] = [
  {
    id: 'general',
    title: 'Sobre Traspasa',
    items: [
      {
        id: 'que-es',
        question: '¿Qué es Traspasa y cómo funciona?',
        answer: (
          <>
            <p>
              Traspasa es un mercado en línea para comprar y vender pequeños negocios en marcha en Ecuador y
              Latinoamérica: restaurantes, tiendas, servicios, talleres y más.
            </p>
            <p>
              El vendedor publica su negocio, nuestro equipo lo revisa y, una vez aprobado, aparece en las
              búsquedas. Los compradores ven la información general; para ver los datos confidenciales (nombre
              real, dirección, cifras detalladas y documentos) firman un acuerdo de confidencialidad y, desde
              ahí, pueden conversar con el vendedor dentro de la plataforma.
            </p>
          </>
        ),
      },
      {
        id: 'costos',
        question: '¿Cuánto cuesta usar Traspasa?',
        answer: (
          <>
            <p>
              Crear una cuenta, buscar negocios, firmar acuerdos de confidencialidad y enviar mensajes es
              gratis. Publicar un negocio con el nivel básico (hasta 5 fotos) también es gratis.
            </p>
            <p>
              Si quieres más visibilidad puedes comprar un paquete premium (hasta 15 fotos y un área de
              documentos) o destacado (además aparece en la página de inicio y al principio de los resultados
              durante 30 días). Los precios, en dólares, están en la página de{' '}
              <Link to="/subscription-plans">planes</Link>. Traspasa no cobra comisión sobre el precio de
              venta del negocio.
            </p>
          </>
        ),
      },
      {
        id: 'paises',
        question: '¿En qué países puedo comprar o vender?',
        answer: (
          <p>
            Empezamos por Ecuador y aceptamos negocios de toda Latinoamérica. Los precios se publican siempre
            en dólares de los Estados Unidos para que puedas compararlos fácilmente.
          </p>
        ),
      },
    ],
  },
  {
    id: 'compradores',
    title: 'Para compradores',
    items: [
      {
        id: 'nda',
        question: '¿Cómo funciona el acuerdo de confidencialidad?',
        answer: (
          <>
            <p>
              En la ficha de un negocio pulsa «Firmar acuerdo». Verás el texto completo del acuerdo; escribe
              tu nombre, marca la casilla de aceptación y confirma. La firma electrónica tiene plena validez
              legal en Ecuador según la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos.
            </p>
            <p>
              Registramos la fecha y hora, tu dirección IP, tu navegador y una huella digital del texto exacto
              que aceptaste, y generamos un certificado en PDF que puedes descargar. Algunos vendedores piden
              además una firma reforzada (con un código enviado a tu correo o firmando el documento impreso y
              subiéndolo con tu cédula) en un plazo de 7 días.
            </p>
          </>
        ),
      },
      {
        id: 'confidencial',
        question: '¿Qué información es confidencial?',
        answer: (
          <p>
            La parte pública de un anuncio muestra la categoría, la ciudad, el precio, los ingresos y
            utilidades anuales, los años de operación y una descripción general. Después de firmar el acuerdo
            verás el nombre comercial real, la dirección exacta, el detalle financiero, los documentos que
            haya subido el vendedor y cualquier otra información que haya marcado como confidencial. Esa
            información solo puedes usarla para evaluar la compra.
          </p>
        ),
      },
      {
        id: 'contactar',
        question: '¿Cómo contacto a un vendedor?',
        answer: (
          <p>
            Primero firma el acuerdo de confidencialidad del negocio que te interesa. Después aparecerá el
            botón «Enviar mensaje» en su ficha y la conversación quedará en tu bandeja de{' '}
            <Link to="/messages">Mensajes</Link>, con avisos de lectura. Por tu seguridad, mantén la
            conversación dentro de Traspasa hasta conocer bien al vendedor.
          </p>
        ),
      },
      {
        id: 'pagos-compra',
        question: '¿Cómo pago un negocio? ¿Traspasa guarda el dinero?',
        answer: (
          <p>
            No. Traspasa no interviene en el pago del precio de los negocios ni cobra comisión por la venta.
            La compraventa se acuerda directamente entre comprador y vendedor. Te recomendamos firmar un
            contrato por escrito con asesoría legal, pagar por medios trazables (transferencia bancaria, nunca
            efectivo sin recibo) y no entregar anticipos sin un documento firmado. En el{' '}
            <Link to="/professionals">directorio de profesionales</Link> encontrarás abogados y contadores que
            pueden ayudarte.
          </p>
        ),
      },
      {
        id: 'valoracion',
        question: '¿Cómo sé si el precio de un negocio es razonable?',
        answer: (
          <p>
            Compara negocios similares en la misma ciudad y categoría y revisa la relación entre el precio y
            la utilidad anual. Nuestra <Link to="/valorar-mi-negocio">calculadora de valoración</Link> da un
            rango (bajo, típico y alto) multiplicando la utilidad anual por un múltiplo propio de cada
            categoría, ajustado por los años, la tendencia de las ventas y cuánto depende del dueño, y muestra
            cuántas veces su utilidad piden en la mediana los negocios de la misma categoría publicados en
            Traspasa (cuando hay al menos 5). Para una decisión importante, encarga una valoración a un
            profesional independiente: la calculadora da una referencia, no una tasación.
          </p>
        ),
      },
    ],
  },
  {
    id: 'vendedores',
    title: 'Para vendedores',
    items: [
      {
        id: 'publicar',
        question: '¿Cómo publico mi negocio?',
        answer: (
          <p>
            Crea una cuenta como vendedor (o añade el rol de vendedor desde tu perfil), pulsa «Publicar
            negocio» y completa el formulario: título, categoría, ciudad, precio en dólares, descripción y al
            menos una foto. Puedes guardarlo como borrador y enviarlo a revisión cuando esté listo. Marca como
            confidencial lo que no quieres que se vea sin acuerdo firmado, como el nombre comercial o la
            dirección.
          </p>
        ),
      },
      {
        id: 'calculadora',
        question: '¿Cuánto vale mi negocio? ¿Qué hace la calculadora de valoración?',
        answer: (
          <>
            <p>
              En la <Link to="/valorar-mi-negocio">calculadora de valoración</Link> indicas la categoría, la
              ciudad, las ventas y la utilidad anual (lo que te queda antes de tu propio sueldo) y los años
              que lleva funcionando; si quieres, también los activos incluidos, la tendencia de las ventas y
              tus horas por semana. Te damos un rango en dólares con el múltiplo usado y por qué. Calcularlo
              es gratis y no guarda nada.
            </p>
            <p>
              Si pides el informe detallado en PDF, te pedimos nombre, correo y tu consentimiento: solo
              entonces guardamos tus datos y los de la valoración, para enviarte el informe y contactarte
              sobre la venta. Con «Publica tu negocio con estos datos» creamos un borrador de anuncio con esas
              cifras y el valor típico como precio, que revisas antes de enviarlo.
            </p>
          </>
        ),
      },
      {
        id: 'moderacion',
        question: '¿Cómo funciona la revisión de anuncios?',
        answer: (
          <>
            <p>
              Cada anuncio lo revisa una persona de nuestro equipo antes de publicarse. Comprobamos que esté
              completo, que no incluya datos de contacto en la parte pública, que las fotos sean del negocio y
              que no se trate de una actividad prohibida. Normalmente respondemos en uno o dos días hábiles.
            </p>
            <p>
              Si lo rechazamos, te explicamos el motivo para que lo corrijas y lo envíes de nuevo. Si cambias
              un dato público de un anuncio ya aprobado, volverá a revisarse. Cualquier usuario puede reportar
              un anuncio sospechoso y revisamos cada reporte.
            </p>
          </>
        ),
      },
      {
        id: 'quien-ve',
        question: '¿Quién puede ver la información confidencial de mi negocio?',
        answer: (
          <p>
            Solo los compradores que han firmado el acuerdo de confidencialidad de tu negocio. Puedes ver
            quién lo firmó, cuándo y desde dónde en la sección de auditoría de acuerdos, y cada descarga de
            tus documentos queda registrada. Si tu negocio es especialmente sensible, puedes exigir la firma
            reforzada.
          </p>
        ),
      },
      {
        id: 'vendido',
        question: '¿Qué hago cuando vendo mi negocio?',
        answer: (
          <p>
            Márcalo como «Vendido» desde tu panel. El anuncio seguirá visible con esa etiqueta durante un
            tiempo, pero nadie podrá iniciar nuevas conversaciones sobre él. Tus conversaciones anteriores se
            conservan.
          </p>
        ),
      },
    ],
  },
  {
    id: 'cuenta',
    title: 'Cuenta, seguridad y privacidad',
    items: [
      {
        id: 'verificacion',
        question: '¿Para qué sirve verificar mi identidad?',
        answer: (
          <p>
            Al verificar tu identidad con tu cédula y una selfie, tu perfil muestra la insignia «Identidad
            verificada», que da más confianza a la otra parte. La revisa una persona de nuestro equipo. Solo
            pedimos estos datos con tu consentimiento expreso, y borramos las imágenes 30 días después de la
            revisión. Puedes empezar desde <Link to="/identity-verification">Verificación de identidad</Link>.
          </p>
        ),
      },
      {
        id: 'roles',
        question: '¿Puedo ser comprador y vendedor a la vez?',
        answer: (
          <p>
            Sí. Tu cuenta tiene un rol principal y puedes añadir un rol secundario (comprador, vendedor o
            consultor) desde la <Link to="/profile/settings">configuración de tu perfil</Link>.
          </p>
        ),
      },
      {
        id: 'contrasena',
        question: 'Olvidé mi contraseña, ¿qué hago?',
        answer: (
          <p>
            Entra en <Link to="/reset-password">Restablecer contraseña</Link> y escribe tu correo. Te
            enviaremos un enlace que vence en 1 hora y solo puede usarse una vez. Al cambiar la contraseña
            cerramos las sesiones abiertas en otros dispositivos.
          </p>
        ),
      },
      {
        id: 'eliminar',
        question: '¿Cómo elimino mi cuenta?',
        answer: (
          <p>
            Desde la <Link to="/profile/settings">configuración de tu perfil</Link> o escribiendo a
            privacidad@traspasa.test. Borraremos o anonimizaremos tus datos en un máximo de 30 días.
            Conservamos solo lo que la ley exige, como la evidencia de los acuerdos de confidencialidad que
            firmaste (5 años) y los comprobantes de pago. Más detalles en nuestra{' '}
            <Link to="/legal/privacy">Política de privacidad</Link>.
          </p>
        ),
      },
      {
        id: 'fraude',
        question: '¿Cómo me protejo de fraudes?',
        answer: (
          <p>
            Desconfía de precios muy por debajo del mercado, de quien te apure o te pida anticipos, y de quien
            quiera sacar la conversación de Traspasa desde el primer mensaje. Visita el negocio en persona,
            pide documentos (RUC, permisos de funcionamiento, contrato de arriendo, declaraciones) y asesórate
            con un profesional. Si algo no te cuadra, usa el botón «Reportar» del anuncio.
          </p>
        ),
      },
    ],
  },
];
