import { EyeIcon, HeartHandshakeIcon, LockIcon, MessageCircleIcon } from 'lucide-react';
import type { Highlight } from './components/info-page';

export const missionStatement =
  'Ayudar a que los pequeños negocios de Latinoamérica sigan vivos cuando sus dueños deciden dar un paso al costado, conectándolos con quienes quieren continuarlos, con confianza, confidencialidad y reglas claras.';

export const missionWhy = (
  <>
    <p>
      Detrás de cada panadería, ferretería, consultorio o taller hay años de trabajo, clientes fieles y
      empleos. Cuando su dueño se jubila, cambia de ciudad o quiere emprender otra cosa, demasiadas veces el
      negocio simplemente cierra porque no encontró a tiempo a la persona indicada para seguir con él.
    </p>
    <p>
      Creemos que traspasar un negocio debería ser una salida natural y digna, no un último recurso. Y que
      quien compra merece información honesta para decidir bien.
    </p>
  </>
);

export const missionVision =
  'Ser el lugar de referencia en Latinoamérica para comprar y vender pequeños negocios: el primer sitio donde un dueño piensa en publicar y donde un emprendedor busca su próxima oportunidad.';

export const missionValues: Highlight[] = [
  {
    icon: LockIcon,
    title: 'Confidencialidad',
    text: 'La información sensible de un negocio es del vendedor. Solo la ve quien firmó un acuerdo, y queda constancia de cada acceso.',
  },
  {
    icon: EyeIcon,
    title: 'Transparencia',
    text: 'Reglas claras para publicar, moderación con motivos explicados y precios de nuestros servicios a la vista, sin comisiones escondidas.',
  },
  {
    icon: HeartHandshakeIcon,
    title: 'Confianza',
    text: 'Revisamos los anuncios, ofrecemos verificación de identidad y actuamos rápido ante cualquier reporte de fraude.',
  },
  {
    icon: MessageCircleIcon,
    title: 'Cercanía',
    text: 'Hablamos claro y en tu idioma. Si algo no funciona, te decimos qué pasó y qué puedes hacer.',
  },
];

export const missionCommitments = [
  'Revisar cada anuncio antes de que sea público y explicar siempre el motivo de un rechazo.',
  'Proteger tus datos según la Ley Orgánica de Protección de Datos Personales y pedir tu consentimiento para la analítica y los datos biométricos.',
  'Mantener gratis lo esencial: buscar, firmar acuerdos de confidencialidad, conversar y publicar un anuncio básico.',
  'Responder tus consultas y solicitudes de privacidad en un máximo de 15 días.',
];
