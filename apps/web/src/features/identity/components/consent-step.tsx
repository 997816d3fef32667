import { IDENTITY_CONSENT_VERSION, IDENTITY_RETENTION_DAYS_DEFAULT } from '@traspasa/shared/identity';
import { ClockIcon, EyeIcon, FileImageIcon, ScaleIcon, TargetIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { formatLongDate } from '../lib/labels';

function Point({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof ClockIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm leading-6 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Step 1: what is collected, why, who sees it, for how long, the person's rights — then "Acepto…". */
export function ConsentStep({
  accepted,
  error,
  onChange,
}: {
  accepted: boolean;
  error?: string;
  onChange: (accepted: boolean) => void;
}) {
  return (
    <div className="grid gap-6">
      <ul className="grid gap-5">
        <Point icon={FileImageIcon} title="Qué datos nos das">
          Fotos de tu documento de identidad por ambos lados (solo la página de datos si es un pasaporte), una
          selfie sosteniéndolo y el número del documento. La foto de tu cara es un{' '}
          <strong className="text-foreground">dato biométrico sensible</strong> según la Ley Orgánica de
          Protección de Datos Personales, por eso te pedimos tu consentimiento expreso.
        </Point>
        <Point icon={TargetIcon} title="Para qué los usamos">
          Solo para mostrar a compradores y vendedores que eres una persona real e identificada: si la
          revisión sale bien, tu cuenta recibe la insignia «Identidad verificada».
        </Point>
        <Point icon={EyeIcon} title="Quién los ve">
          Solo los administradores de Traspasa que revisan tu solicitud. Cada vez que abren una de tus fotos
          queda registrado quién y cuándo.
        </Point>
        <Point icon={ClockIcon} title="Cuánto tiempo los guardamos">
          Las imágenes se borran {IDENTITY_RETENTION_DAYS_DEFAULT} días después de la decisión. Después
          guardamos solo el resultado, el tipo de documento, el país y una huella cifrada del número, que
          sirve para que un mismo documento no verifique varias cuentas.
        </Point>
        <Point icon={ScaleIcon} title="Tus derechos">
          Puedes pedir acceso, rectificación o eliminación de tus datos y retirar este consentimiento. Desde
          la{' '}
          <Link to={paths.profileSettings.href} className={linkClass}>
            configuración de tu perfil
          </Link>{' '}
          descargas una copia de tus datos o eliminas tu cuenta (con ella, tus fotos al instante). Todo se
          explica en la{' '}
          <Link to={paths.legalPrivacy.href} className={linkClass}>
            política de privacidad
          </Link>
          .
        </Point>
      </ul>
      <div
        className={`rounded-xl border p-4 ${accepted ? 'border-primary bg-primary-soft' : 'bg-muted/40'} ${error ? 'border-destructive' : ''}`}
      >
        <div className="flex items-start gap-3">
          <Checkbox
            id="identity-consent"
            checked={accepted}
            onCheckedChange={(value) => onChange(value === true)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'identity-consent-error' : undefined}
            className="mt-0.5"
          />
          <label htmlFor="identity-consent" className="text-sm leading-6 font-medium">
            Acepto que Traspasa trate las fotos de mi documento, mi selfie y el número de mi documento para
            verificar mi identidad, como se explica arriba.
          </label>
        </div>
        <p className="mt-2 pl-8 text-xs text-muted-foreground">
          Versión del texto: {formatLongDate(`${IDENTITY_CONSENT_VERSION}T12:00:00`)}. Guardamos la fecha y la
          hora en que aceptas.
        </p>
        {error ? (
          <p
            id="identity-consent-error"
            role="alert"
            className="mt-2 pl-8 text-sm font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
