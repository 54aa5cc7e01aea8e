import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

/**
 * A button that asks "Are you sure?" before a destructive action. Confirming calls `onConfirm` with a
 * `close` function and keeps the dialog open until the caller calls it (once the server has answered);
 * while `pending` the dialog cannot be dismissed and both its buttons are disabled. `children` are
 * shown between the question and the buttons (a field the action needs, such as the password).
 */
export function ConfirmDialog({
  pending,
  onConfirm,
  triggerLabel,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  children,
}: {
  pending: boolean;
  onConfirm: (close: () => void) => void;
  triggerLabel: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  /** What the dialog asks for besides the confirmation (a password field). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{triggerLabel}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel busy={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            busy={pending}
            onClick={(event) => {
              // Keep the dialog open until the server has answered.
              event.preventDefault();
              onConfirm(() => setOpen(false));
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
