import { BadgeCheckIcon, FileSignatureIcon, HandshakeIcon, ShieldCheckIcon } from 'lucide-react';
import type { Highlight } from './components/info-page';

export const aboutLead =
  'Traspasa nació para que vender o comprar un negocio pequeño en Ecuador y Latinoamérica sea tan claro y seguro como debería ser: sin exponer la información sensible del dueño y sin perder tiempo con contactos que no van en serio.';

export const aboutStory = (
  <>
    <p>
      En Ecuador, la mayoría de los pequeños negocios que cambian de manos lo hacen por recomendación, por un
      letrero de «se traspasa» en la vitrina o por un anuncio clasificado. Así, el dueño tiene que elegir
      entre contar demasiado —y arriesgarse a que sus empleados, proveedores o la competencia se enteren antes
      de tiempo— o contar muy poco y no despertar interés. Del otro lado, quien quiere comprar un negocio en
      marcha no sabe dónde buscar ni en quién confiar.
    </p>
    <p>
      Traspasa resuelve ese problema con un mercado especializado: los vendedores publican lo que cualquiera
      puede ver y guardan bajo llave lo que solo deben conocer los compradores serios. Para abrir esa parte,
      el comprador firma un acuerdo de confidencialidad con validez legal, y desde ese momento ambos pueden
      conversar dentro de la plataforma, con un registro claro de quién vio qué y cuándo.
    </p>
    <p>
      Empezamos por Ecuador —precios en dólares, verificación con cédula, textos pensados para nuestra forma
      de hacer negocios— y estamos abiertos a negocios de toda Latinoamérica.
    </p>
  </>
);

export const aboutHighlights: Highlight[] = [
  {
    icon: FileSignatureIcon,
    title: 'Confidencialidad con evidencia',
    text: 'Cada acuerdo de confidencialidad queda registrado con fecha, hora, IP, navegador y la huella digital del texto aceptado, con un certificado en PDF.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Anuncios revisados por personas',
    text: 'Nuestro equipo revisa cada negocio antes de publicarlo y atiende cada reporte. Si algo no está claro, pedimos explicaciones.',
  },
  {
    icon: BadgeCheckIcon,
    title: 'Identidad verificada',
    text: 'Vendedores y compradores pueden verificar su identidad con cédula y selfie, con su consentimiento expreso y borrando las imágenes tras la revisión.',
  },
  {
    icon: HandshakeIcon,
    title: 'Profesionales a mano',
    text: 'Abogados, contadores, valuadores e intermediarios te acompañan en la negociación desde nuestro directorio.',
  },
];

export const aboutWhatWeAreNot = (
  <>
    <p>
      Traspasa es un intermediario tecnológico: no compramos ni vendemos negocios, no cobramos comisión sobre
      el precio de venta y no custodiamos pagos entre las partes. Nuestro trabajo es que te encuentres con la
      persona adecuada, con la información adecuada y con las garantías adecuadas. La decisión, la revisión
      del negocio y el contrato final son tuyos, y te animamos a hacerlos con un profesional de confianza.
    </p>
  </>
);
