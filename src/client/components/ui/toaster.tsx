import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/contracts/constants';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

export function Toaster() {
  const { t, i18n } = useTranslation('common');
  const { toasts, dismiss } = useToast();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          data-testid="toast"
          open={item.open}
          variant={item.variant}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={t('toast.viewport')} />
    </ToastProvider>
  );
}
