import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';

/**
 * The frame of the Create Group and Join Group dialogs: the button that opens it (`<testId>-open`),
 * the title and description, and the form, which is given `close` for when it is done. `onDismiss`
 * runs when the person closes the dialog themselves, and the focus goes back to the button.
 * `close(then)` runs `then` once the dialog has gone, and leaves the focus to it instead: the page
 * opens the group created or joined and puts the focus there (WAI-ARIA APG, modal dialog: another
 * element when the dialog's task leads on to it), not back on "Create Group". Before the dialog has
 * gone its focus trap would pull the focus back in, and on unmount it would move it to the button.
 */
export function GroupDialog({
  icon: Icon,
  openLabel,
  openVariant,
  title,
  description,
  testId,
  onDismiss,
  children,
}: {
  icon: LucideIcon;
  openLabel: string;
  openVariant?: ButtonProps['variant'];
  title: string;
  description: string;
  testId: string;
  onDismiss?: () => void;
  children: (close: (then?: () => void) => void) => ReactNode;
}) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const [afterClose, setAfterClose] = useState<(() => void) | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setAfterClose(null);
        if (!next) onDismiss?.();
      }}
    >
      <DialogTrigger asChild>
        <Button variant={openVariant} data-testid={`${testId}-open`}>
          <Icon aria-hidden="true" />
          {openLabel}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('close')}
        data-testid={testId}
        onCloseAutoFocus={(event) => {
          if (!afterClose) return;
          event.preventDefault();
          setAfterClose(null);
          afterClose();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children((then) => {
          setAfterClose(() => then ?? null);
          setOpen(false);
        })}
      </DialogContent>
    </Dialog>
  );
}
