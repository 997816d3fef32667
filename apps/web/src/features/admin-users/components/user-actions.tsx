import { type AdminUserDetail, userRoleLabels } from '@traspasa/shared/admin-users';
import { type UserRole, userRoles } from '@traspasa/shared/enums';
import { BanIcon, KeyRoundIcon, RotateCcwIcon, ShieldIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { useForcePasswordReset, useUserAction } from '../api/users';
import { blockedReason, displayName, rolesLabel } from '../lib/labels';

const NONE = 'none';
export const REASON_MIN = 5;
export const REASON_MAX = 500;

type Pending = { isPending: boolean; isError: boolean; error: unknown };

/** A confirmation dialog with its own body, the server's refusal shown inside it. */
function Confirm({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  destructive,
  disabled,
  state,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  disabled?: boolean;
  state: Pending;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (state.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!disabled) onConfirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {state.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {requestErrorMessage(state.error, 'No pudimos guardar el cambio. Inténtalo de nuevo.')}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={state.isPending}
            >
              Cancelar
            </Button>
            <PendingButton
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              pending={state.isPending}
              pendingLabel="Guardando…"
              disabled={disabled}
            >
              {confirmLabel}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A button of the actions card; when a rule forbids the action it is disabled and says why. */
function ActionRow({
  icon,
  title,
  text,
  button,
  blocked,
  destructive,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  button: string;
  blocked: string | null;
  destructive?: boolean;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 text-muted-foreground [&_svg]:size-5">{icon}</span>
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{text}</p>
          {blocked ? (
            <p id={`${id}-blocked`} className="mt-1 text-sm font-medium text-amber-900">
              {blocked}
            </p>
          ) : null}
        </div>
      </div>
      <Button
        variant={destructive ? 'destructive' : 'outline'}
        className="min-h-11 w-full sm:w-fit sm:justify-self-end"
        disabled={blocked !== null}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
        onClick={onClick}
      >
        {button}
      </Button>
    </div>
  );
}

/** The roles form: primary and secondary role, saved behind a confirmation. */
function RolesForm({ detail }: { detail: AdminUserDetail }) {
  const id = useId();
  const { user } = detail;
  const action = useUserAction(user.id);
  const [role, setRole] = useState<UserRole>(user.role);
  const [secondary, setSecondary] = useState<UserRole | null>(user.secondaryRole);
  const [confirming, setConfirming] = useState(false);
  const blockedAll = blockedReason(detail, 'roles');
  const demoting = user.role === 'admin' && role !== 'admin';
  const blockedDemote = demoting ? blockedReason(detail, 'demote') : null;
  const sameAsPrimary = secondary !== null && secondary === role;
  const unchanged = role === user.role && secondary === user.secondaryRole;
  const problem =
    blockedAll ??
    blockedDemote ??
    (sameAsPrimary ? 'El rol secundario debe ser distinto del principal.' : null);

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Rol principal</Label>
          <Select value={role} onValueChange={(value) => setRole(value as UserRole)} disabled={!!blockedAll}>
            <SelectTrigger id={`${id}-role`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {userRoles.map((r) => (
                <SelectItem key={r} value={r}>
                  {userRoleLabels[r]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-secondary`}>Rol secundario</Label>
          <Select
            value={secondary ?? NONE}
            onValueChange={(value) => setSecondary(value === NONE ? null : (value as UserRole))}
            disabled={!!blockedAll}
          >
            <SelectTrigger id={`${id}-secondary`} className="min-h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>Ninguno</SelectItem>
              {userRoles
                .filter((r) => r !== 'admin' && r !== role)
                .map((r) => (
                  <SelectItem key={r} value={r}>
                    {userRoleLabels[r]}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-amber-900">
          {problem}
        </p>
      ) : null}
      <Button
        className="min-h-11 w-fit"
        disabled={unchanged || problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onClick={() => {
          action.reset();
          setConfirming(true);
        }}
      >
        Guardar roles
      </Button>
      <Confirm
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Cambiar el rol de ${displayName(user)}?`}
        description={`Pasará de ${rolesLabel(user.role, user.secondaryRole)} a ${rolesLabel(role, secondary)}. El cambio queda en el registro de auditoría.`}
        confirmLabel="Sí, cambiar el rol"
        state={action}
        onConfirm={() =>
          action.mutate(
            { kind: 'roles', input: { role, secondaryRole: secondary } },
            {
              onSuccess: () => {
                setConfirming(false);
                toast({
                  title: 'Rol actualizado',
                  description: `${displayName(user)} ahora es ${rolesLabel(role, secondary)}.`,
                });
              },
            },
          )
        }
      />
    </div>
  );
}

type Dialogs = 'suspend' | 'reactivate' | 'reset' | 'erase' | null;

/** Role, suspension, password and erasure: each behind a confirmation, each refused with its reason. */
export function UserActions({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const action = useUserAction(user.id);
  const reset = useForcePasswordReset(user.id);
  const [open, setOpen] = useState<Dialogs>(null);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = displayName(user);
  const show = (dialog: Dialogs) => {
    action.reset();
    reset.reset();
    setReason('');
    setTyped('');
    setReasonError(null);
    setOpen(dialog);
  };
  const done = (title: string, description: string) => {
    setOpen(null);
    toast({ title, description });
  };
  const suspended = user.status === 'suspended';
  const emailMatches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <section
      aria-labelledby="user-actions-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-2">
        <ShieldIcon className="size-5 text-primary" aria-hidden="true" />
        <h2 id="user-actions-title" className="text-lg font-semibold">
          Acciones
        </h2>
      </div>
      <RolesForm key={`${user.role}-${user.secondaryRole}`} detail={detail} />
      {suspended ? (
        <ActionRow
          icon={<RotateCcwIcon />}
          title="Reactivar la cuenta"
          text="Podrá volver a iniciar sesión con su contraseña."
          button="Reactivar"
          blocked={blockedReason(detail, 'reactivate')}
          onClick={() => show('reactivate')}
        />
      ) : (
        <ActionRow
          icon={<BanIcon />}
          title="Suspender la cuenta"
          text="Cierra todas sus sesiones al instante. Le enviamos un correo con el motivo que escribas, y lo verá al intentar entrar."
          button="Suspender"
          blocked={blockedReason(detail, 'suspend')}
          destructive
          onClick={() => show('suspend')}
        />
      )}
      <ActionRow
        icon={<KeyRoundIcon />}
        title="Pedir una nueva contraseña"
        text="Cierra sus sesiones, invalida la contraseña actual y le envía por correo un enlace para elegir otra."
        button="Pedir nueva contraseña"
        blocked={blockedReason(detail, 'reset')}
        onClick={() => show('reset')}
      />
      <ActionRow
        icon={<Trash2Icon />}
        title="Eliminar la cuenta"
        text="Borra o anonimiza sus datos personales según las reglas de eliminación; se conservan los acuerdos firmados y los pagos."
        button="Eliminar cuenta"
        blocked={blockedReason(detail, 'erase')}
        destructive
        onClick={() => show('erase')}
      />

      <Confirm
        open={open === 'suspend'}
        onOpenChange={(next) => setOpen(next ? 'suspend' : null)}
        title={`¿Suspender la cuenta de ${name}?`}
        description="Se cerrarán todas sus sesiones ahora mismo y no podrá volver a entrar hasta que la reactives."
        confirmLabel="Sí, suspender"
        destructive
        state={action}
        onConfirm={() => {
          const text = reason.trim();
          if (text.length < REASON_MIN) {
            setReasonError(`Escribe el motivo de la suspensión (al menos ${REASON_MIN} caracteres).`);
            return;
          }
          action.mutate(
            { kind: 'suspend', reason: text },
            { onSuccess: () => done('Cuenta suspendida', `${name} ya no puede iniciar sesión.`) },
          );
        }}
      >
        <FormField
          label="Motivo (lo verá la persona en el correo y al intentar entrar)"
          required
          error={reasonError ?? undefined}
          hint={`${reason.trim().length}/${REASON_MAX} caracteres`}
        >
          <Textarea
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
        </FormField>
      </Confirm>

      <Confirm
        open={open === 'reactivate'}
        onOpenChange={(next) => setOpen(next ? 'reactivate' : null)}
        title={`¿Reactivar la cuenta de ${name}?`}
        description="Podrá iniciar sesión otra vez con su contraseña de siempre."
        confirmLabel="Sí, reactivar"
        state={action}
        onConfirm={() =>
          action.mutate(
            { kind: 'reactivate' },
            { onSuccess: () => done('Cuenta reactivada', `${name} ya puede iniciar sesión.`) },
          )
        }
      />

      <Confirm
        open={open === 'reset'}
        onOpenChange={(next) => setOpen(next ? 'reset' : null)}
        title={`¿Pedirle a ${name} una nueva contraseña?`}
        description={`Cerraremos todas sus sesiones, su contraseña actual dejará de servir y le enviaremos a ${user.email} un enlace para elegir otra.`}
        confirmLabel="Sí, enviar el enlace"
        state={reset}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (result) => done('Enlace enviado', `Enviamos el enlace a ${result.sentTo}.`),
          })
        }
      />

      <Confirm
        open={open === 'erase'}
        onOpenChange={(next) => setOpen(next ? 'erase' : null)}
        title={`¿Eliminar la cuenta de ${name}?`}
        description="No se puede deshacer. Sus borradores se borran, sus anuncios se retiran y sus datos personales se eliminan; los acuerdos firmados y los pagos se conservan como registro."
        confirmLabel="Eliminar definitivamente"
        destructive
        disabled={!emailMatches}
        state={action}
        onConfirm={() =>
          action.mutate(
            { kind: 'erase', email: typed.trim() },
            { onSuccess: () => done('Cuenta eliminada', 'Sus datos personales se borraron.') },
          )
        }
      >
        <FormField
          label={`Para confirmar, escribe su correo electrónico: ${user.email}`}
          required
          hint={typed && !emailMatches ? 'El correo todavía no coincide.' : undefined}
        >
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
      </Confirm>
    </section>
  );
}
