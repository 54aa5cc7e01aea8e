import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@/contracts/auth';
import { MOBILE_DRAWER_ID, MOBILE_MENU_BUTTON_ID } from './mobile-top-bar';
import { Sidebar } from './sidebar';

/**
 * The sidebar as a slide-in drawer under 768px. A modal dialog: focus moves into it and stays
 * there, Escape or the overlay closes it, and focus returns to the menu button.
 */
export function MobileDrawer({
  user,
  open,
  onOpenChange,
}: {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('nav');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="drawer-overlay"
          className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in md:hidden"
        />
        <Dialog.Content
          id={MOBILE_DRAWER_ID}
          data-testid="drawer"
          aria-describedby={undefined}
          // Radix gives the focus back to a Dialog.Trigger; the menu button lives in the top bar, so
          // without this the focus fell to the page's body on Escape or Close menu.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 w-[240px] max-w-[85vw] shadow-xl outline-none data-[state=open]:animate-drawer-in md:hidden"
        >
          <Dialog.Title className="sr-only">{t('menuTitle')}</Dialog.Title>
          <Dialog.Close
            aria-label={t('closeMenu')}
            className="on-dark absolute end-2 top-3 z-10 inline-flex size-9 items-center justify-center rounded-md text-sidebar-foreground hover:bg-sidebar-hover"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Sidebar user={user} collapsed={false} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
