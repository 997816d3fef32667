import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/**
 * A submit button that, while its request runs, is disabled and shows a spinner with
 * `pendingLabel` ("Guardando…") in place of its text.
 */
export function PendingButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button {...props} disabled={disabled || pending}>
      {pending ? (
        <>
          <Spinner size="sm" label={pendingLabel} className="[&_svg]:text-primary-foreground" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
