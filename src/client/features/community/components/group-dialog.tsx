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
 * runs when the person closes the dialog themselves.
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
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onDismiss?.();
      }}
    >
      <DialogTrigger asChild>
        <Button variant={openVariant} data-testid={`${testId}-open`}>
          <Icon aria-hidden="true" />
          {openLabel}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
