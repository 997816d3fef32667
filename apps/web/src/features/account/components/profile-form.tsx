import { zodResolver } from '@hookform/resolvers/zod';
import {
  FULL_NAME_MIN,
  type PublicUser,
  secondaryRoleChoices,
  type UpdateProfileInput,
} from '@traspasa/shared/auth';
import { type NotificationPreference, notificationPreferences } from '@traspasa/shared/enums';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { applyServerIssues, errorMessage } from '@/lib/server-issues';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../api/update-profile';
import { roleLabels } from '../lib/labels';
import '@/lib/zod-spanish';
import { SupportEmail } from '@/components/support-email';

const NO_SECONDARY_ROLE = 'none';

const formSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(FULL_NAME_MIN, `Escribe tu nombre completo (al menos ${FULL_NAME_MIN} caracteres)`)
    .max(120, 'El nombre no puede superar los 120 caracteres'),
  notificationPreferences: z.enum(notificationPreferences),
  secondaryRole: z.enum([NO_SECONDARY_ROLE, ...secondaryRoleChoices]),
});
type FormValues = z.infer<typeof formSchema>;

const notificationOptions: { value: NotificationPreference; title: string; text: string }[] = [
  {
    value: 'all',
    title: 'Todas las notificaciones',
    text: 'Mensajes nuevos, acuerdos, decisiones y novedades de tu cuenta.',
  },
  {
    value: 'important',
    title: 'Solo las importantes (acuerdos y decisiones sobre tus negocios)',
    text: 'Acuerdos de confidencialidad firmados y aprobaciones o rechazos de tus anuncios.',
  },
  {
    value: 'none',
    title: 'Ninguna',
    text: 'No te enviaremos correos de actividad. Los avisos de seguridad siempre llegan.',
  },
];

function SectionTitle({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Full name, e-mail notifications and secondary role, saved together with PATCH /api/user. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const isAdmin = user.role === 'admin';
  const values = useMemo<FormValues>(
    () => ({
      fullName: user.fullName ?? '',
      notificationPreferences: user.notificationPreferences,
      secondaryRole:
        user.secondaryRole && user.secondaryRole !== 'admin' ? user.secondaryRole : NO_SECONDARY_ROLE,
    }),
    [user],
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values,
    resetOptions: { keepDirtyValues: false },
  });

  const onSubmit = handleSubmit((form) => {
    const input: UpdateProfileInput = {
      fullName: form.fullName,
      notificationPreferences: form.notificationPreferences,
    };
    if (!isAdmin) input.secondaryRole = form.secondaryRole === NO_SECONDARY_ROLE ? null : form.secondaryRole;
    update.mutate(input, {
      onSuccess: () => toast({ title: 'Cambios guardados', variant: 'success' }),
      onError: (error) => {
        if (
          applyServerIssues(
            error,
            ['fullName', 'notificationPreferences', 'secondaryRole'] as const,
            setError,
          )
        )
          return;
        toast({
          title: 'No pudimos guardar los cambios',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });
  });

  const selectedNotifications = watch('notificationPreferences');
  const secondaryChoices = secondaryRoleChoices.filter((role) => role !== user.role);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <section
        aria-labelledby="personal-title"
        className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <SectionTitle
          id="personal-title"
          title="Datos personales"
          text="Tu nombre se muestra a los usuarios con los que conversas."
        />
        <FormField label="Nombre completo" error={errors.fullName?.message} required>
          <Input autoComplete="name" autoCapitalize="words" {...register('fullName')} />
        </FormField>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <dt className="text-sm font-medium text-foreground">Nombre de usuario</dt>
            <dd className="break-words rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
              @{user.username}
            </dd>
          </div>
          <div className="grid gap-1.5">
            <dt className="text-sm font-medium text-foreground">Correo electrónico</dt>
            <dd className="break-words rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
              {user.email}
            </dd>
          </div>
        </dl>
        <p className="-mt-2 text-xs text-muted-foreground">
          Para cambiar tu nombre de usuario o tu correo, escríbenos a <SupportEmail className="underline" />.
        </p>
      </section>

      <section
        aria-labelledby="notifications-title"
        className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <SectionTitle
          id="notifications-title"
          title="Notificaciones por correo"
          text="Elige qué avisos quieres recibir cuando no estás conectado."
        />
        <fieldset
          className="grid gap-3"
          aria-describedby={errors.notificationPreferences ? 'notifications-error' : undefined}
        >
          <legend className="sr-only">Notificaciones por correo</legend>
          {notificationOptions.map((option) => {
            const checked = selectedNotifications === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary-soft' : 'border-border hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  value={option.value}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                  {...register('notificationPreferences')}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-foreground">{option.title}</span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{option.text}</span>
                </span>
              </label>
            );
          })}
          {errors.notificationPreferences ? (
            <p id="notifications-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.notificationPreferences.message}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section
        aria-labelledby="role-title"
        className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <SectionTitle
          id="role-title"
          title="Rol secundario"
          text={`Tu rol principal es ${roleLabels[user.role].toLowerCase()}. Añade otro si también quieres comprar, vender o asesorar.`}
        />
        {isAdmin ? (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            Las cuentas de administrador ya tienen acceso a todo y no llevan rol secundario.
          </p>
        ) : (
          <Controller
            control={control}
            name="secondaryRole"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <FormField
                  label="Rol secundario"
                  error={errors.secondaryRole?.message}
                  hint="Puedes cambiarlo o quitarlo cuando quieras."
                >
                  <SelectTrigger className="sm:max-w-xs" onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormField>
                <SelectContent>
                  <SelectItem value={NO_SECONDARY_ROLE}>Ninguno</SelectItem>
                  {secondaryChoices.map((role) => (
                    <SelectItem key={role} value={role}>
                      {roleLabels[role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </section>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        {isDirty ? (
          <p className="text-sm text-muted-foreground sm:mr-auto">Tienes cambios sin guardar.</p>
        ) : null}
        <PendingButton
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          pending={update.isPending}
          pendingLabel="Guardando…"
        >
          Guardar cambios
        </PendingButton>
      </div>
    </form>
  );
}
