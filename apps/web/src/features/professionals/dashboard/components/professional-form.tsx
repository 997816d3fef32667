import {
  contactPreferenceLabels,
  contactPreferences,
  type OwnProfessional,
  professionalCategories,
} from '@traspasa/shared/content';
import { AlertTriangleIcon, ImageUpIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import {
  type OwnResult,
  useProfessionalPhoto,
  useSaveProfessional,
} from '@/features/professionals/dashboard/api/consultant';
import {
  changesNeedReview,
  emptyForm,
  formFromProfessional,
  inputFromForm,
  type ProfessionalFormValues,
  validateForm,
} from '@/features/professionals/dashboard/lib/form';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';

export const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

const REVIEW_NOTE =
  'Si cambias tu nombre, profesión, descripción, especialidades, servicios o la foto, revisamos esos cambios antes de publicarlos; mientras tanto tu ficha sigue en el directorio como está. Los datos de contacto, la ubicación y los enlaces se actualizan al instante.';

function savedMessage(result: OwnResult): { title: string; description: string } {
  if (result.professional.changesPending) {
    return {
      title: 'Cambios enviados a revisión',
      description:
        'Los revisamos en un día hábil como máximo. Mientras tanto tu ficha sigue publicada como estaba; te avisamos cuando muestre los cambios.',
    };
  }
  if (result.professional.status === 'pending') {
    return {
      title: 'Ficha enviada a revisión',
      description:
        'La revisamos en un día hábil como máximo. Mientras tanto no aparece en el directorio; te avisamos aquí cuando esté publicada.',
    };
  }
  return { title: 'Cambios guardados', description: 'Tu ficha pública ya muestra los datos nuevos.' };
}

/** A consultant's own directory entry: create it, or edit it knowing what sends it to review. */
export function ProfessionalForm({ professional }: { professional: OwnProfessional | null }) {
  const [values, setValues] = useState<ProfessionalFormValues>(
    professional ? formFromProfessional(professional) : emptyForm,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveProfessional(professional?.id ?? null);
  const willReview = professional?.status === 'approved' && changesNeedReview(professional, values);

  const set = (field: keyof ProfessionalFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('Revisa los campos marcados.');
      return;
    }
    save.mutate(inputFromForm(values), {
      onSuccess: (result) => {
        setValues(formFromProfessional(result.professional));
        toast(savedMessage(result));
      },
      onError: (error) => {
        if (isApiError(error)) {
          const fieldErrors: Record<string, string> = {};
          for (const issue of error.issues) fieldErrors[issue.path.split('.')[0] ?? 'form'] ??= issue.message;
          setErrors(fieldErrors);
          setProblem(error.userMessage ?? 'No pudimos guardar tu ficha. Inténtalo de nuevo.');
        } else {
          setProblem('No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.');
        }
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6"
      aria-describedby={problem ? 'form-problem' : undefined}
    >
      {professional ? <PhotoField professional={professional} /> : null}

      {professional?.status === 'approved' ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {REVIEW_NOTE}
        </p>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Quién eres</legend>
        <FormField label="Nombre completo" required error={errors.name}>
          <Input value={values.name} onChange={set('name')} autoComplete="name" maxLength={120} />
        </FormField>
        <FormField
          label="Profesión"
          required
          error={errors.profession}
          hint="Por ejemplo: Abogada societaria."
        >
          <Input value={values.profession} onChange={set('profession')} maxLength={120} />
        </FormField>
        <FormField label="Categoría" required error={errors.category}>
          <select value={values.category} onChange={set('category')} className={selectClass}>
            <option value="">Elige una categoría</option>
            {professionalCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Años de experiencia" error={errors.yearsExperience}>
          <Input
            value={values.yearsExperience}
            onChange={set('yearsExperience')}
            inputMode="numeric"
            maxLength={2}
          />
        </FormField>
        <FormField label="Ciudad y país" error={errors.location} className="sm:col-span-2">
          <Input
            value={values.location}
            onChange={set('location')}
            placeholder="Quito, Ecuador"
            maxLength={120}
          />
        </FormField>
        <FormField
          label="Sobre tu trabajo"
          error={errors.description}
          hint="Qué haces en una compraventa y para quién. Hasta 2.000 caracteres."
          className="sm:col-span-2"
        >
          <Textarea value={values.description} onChange={set('description')} rows={5} maxLength={2000} />
        </FormField>
        <FormField label="Especialidades" error={errors.specialties} hint="Una por línea, hasta 12.">
          <Textarea value={values.specialties} onChange={set('specialties')} rows={4} />
        </FormField>
        <FormField label="Servicios" error={errors.services} hint="Uno por línea, hasta 12.">
          <Textarea value={values.services} onChange={set('services')} rows={4} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Cómo contactarte</legend>
        <FormField
          label="Teléfono o WhatsApp"
          error={errors.phone}
          hint="Con el código del país: +593 99 123 4567."
        >
          <Input value={values.phone} onChange={set('phone')} type="tel" autoComplete="tel" maxLength={30} />
        </FormField>
        <FormField label="Prefieres que te contacten por" error={errors.contactPreference}>
          <select
            value={values.contactPreference}
            onChange={set('contactPreference')}
            className={selectClass}
          >
            <option value="">Sin preferencia</option>
            {contactPreferences.map((c) => (
              <option key={c} value={c}>
                {contactPreferenceLabels[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Otro dato de contacto"
          error={errors.contact}
          hint="Un correo de trabajo, por ejemplo."
        >
          <Input value={values.contact} onChange={set('contact')} maxLength={200} />
        </FormField>
        <FormField label="Sitio web" error={errors.website}>
          <Input
            value={values.website}
            onChange={set('website')}
            type="url"
            placeholder="https://"
            maxLength={500}
          />
        </FormField>
        <FormField label="LinkedIn" error={errors.linkedin}>
          <Input
            value={values.linkedin}
            onChange={set('linkedin')}
            type="url"
            placeholder="https://www.linkedin.com/in/…"
            maxLength={500}
          />
        </FormField>
      </fieldset>

      {willReview ? (
        <p role="status" className="flex gap-2 text-sm font-medium text-amber-900">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
          Al guardar, revisaremos estos cambios antes de publicarlos; tu ficha seguirá en el directorio como
          está hasta entonces.
        </p>
      ) : null}
      {problem ? (
        <p id="form-problem" role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div>
        <PendingButton type="submit" size="lg" pending={save.isPending} pendingLabel="Guardando…">
          {professional
            ? willReview
              ? 'Guardar y enviar a revisión'
              : 'Guardar cambios'
            : 'Enviar a revisión'}
        </PendingButton>
      </div>
    </form>
  );
}

function PhotoField({ professional }: { professional: OwnProfessional }) {
  const photo = useProfessionalPhoto(professional.id);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = (file: File | null) => {
    setProblem(null);
    photo.mutate(file, {
      onSuccess: (result) => toast(savedMessage(result)),
      onError: (error) =>
        setProblem(
          isApiError(error)
            ? (error.userMessage ?? 'No pudimos subir la foto.')
            : 'No hay conexión con el servidor.',
        ),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar className="size-20">
        {professional.imageUrl ? <AvatarImage src={professional.imageUrl} alt="Tu foto actual" /> : null}
        <AvatarFallback className="text-xl">{initialsOf(professional.name)}</AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-describedby={hintId}
            aria-label="Elegir una foto"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload(file);
              e.target.value = '';
            }}
          />
          <PendingButton
            type="button"
            variant="outline"
            pending={photo.isPending}
            pendingLabel="Subiendo…"
            onClick={() => input.current?.click()}
          >
            <ImageUpIcon aria-hidden="true" />
            {professional.imageUrl ? 'Cambiar foto' : 'Subir foto'}
          </PendingButton>
          {professional.imageUrl ? (
            <Button type="button" variant="ghost" disabled={photo.isPending} onClick={() => upload(null)}>
              <Trash2Icon aria-hidden="true" />
              Quitar foto
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          JPG, PNG o WebP de hasta 5 MB. Quitamos los datos de ubicación de la imagen.
        </p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
