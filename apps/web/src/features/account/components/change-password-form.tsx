import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@traspasa/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { applyServerIssues, errorMessage } from '@/lib/server-issues';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from './centered-panel';
import { NewPasswordFields } from './new-password-fields';
import '@/lib/zod-spanish';

const formSchema = z
  .object({
    currentPassword: z.string().min(1, 'Escribe tu contraseña actual').max(PASSWORD_MAX),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, `La nueva contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
      .max(PASSWORD_MAX, `La nueva contraseña no puede superar los ${PASSWORD_MAX} caracteres`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'La nueva contraseña debe ser distinta de la actual',
    path: ['newPassword'],
  });
type FormValues = z.infer<typeof formSchema>;

export function ChangePasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setProblem(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Contraseña actualizada',
            description: 'Cerramos tus sesiones en otros dispositivos.',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (applyServerIssues(error, ['currentPassword', 'newPassword'] as const, setError)) return;
          setProblem(errorMessage(error, 'No pudimos cambiar tu contraseña. Intenta nuevamente.'));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {/* Tells password managers which account the new password belongs to. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <FormField label="Contraseña actual" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <NewPasswordFields
        password={register('newPassword')}
        confirm={register('confirmPassword')}
        passwordError={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={change.isPending}
        pendingLabel="Guardando…"
      >
        Cambiar contraseña
      </PendingButton>
    </form>
  );
}
