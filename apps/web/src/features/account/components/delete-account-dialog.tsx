import { UserXIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/hooks/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/server-issues';
import { useDeleteAccount } from '../api/account-data';

/** Erasure with a deliberate step: the password, and a plain account of what stays. */
export function DeleteAccountDialog({ triggerClassName }: { triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const passwordId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    deletion.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: 'Cuenta eliminada',
            description: 'Borramos tus datos personales. Gracias por usar Traspasa.',
          });
          navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setFieldError(errorMessage(error));
          else
            toast({
              title: 'No se eliminó la cuenta',
              description: errorMessage(error),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setFieldError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className={triggerClassName}>
          <UserXIcon className="size-5 shrink-0" aria-hidden="true" />
          Eliminar mi cuenta
        </button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>¿Eliminar tu cuenta?</DialogTitle>
            <DialogDescription>
              Borraremos tu nombre, correo, foto, cédula e historial de accesos, tu perfil de comprador, tus
              comprobantes de fondos y de transferencias y tus datos de facturación guardados, y retiraremos
              tus negocios publicados. No se puede deshacer.
            </DialogDescription>
            <p className="text-sm text-muted-foreground">
              Conservamos, sin tus datos de contacto, la evidencia de los acuerdos de confidencialidad
              firmados y los registros de pagos, y las facturas electrónicas tal como se emitieron, con los
              datos de facturación que llevan, porque la ley nos pide guardarlas 7 años.
            </p>
          </DialogHeader>
          <div className="mt-4 grid gap-2">
            <Label htmlFor={passwordId}>Escribe tu contraseña para confirmar</Label>
            <PasswordInput
              id={passwordId}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              required
            />
            {fieldError && (
              <p id={errorId} className="text-sm text-destructive" role="alert">
                {fieldError}
              </p>
            )}
          </div>
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={password.length === 0 || deletion.isPending}
            >
              {deletion.isPending ? 'Eliminando…' : 'Eliminar mi cuenta'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
