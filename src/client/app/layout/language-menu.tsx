import { Check, ChevronUp, Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/contracts/constants';
import { useLanguageControl } from '@/client/lib/language-control';
import { cn } from '@/client/lib/utils';

/**
 * The sidebar's language line: a menu button (the WAI-ARIA menu button pattern) that opens the five
 * languages above it. Enter, Space or the arrows open it on the current language (ArrowUp on the last);
 * in it the arrows, Home and End move, Enter or Space chooses, Escape and Tab close it, and the focus
 * goes back to the button.
 */
export function LanguageMenu({ collapsed, className }: { collapsed: boolean; className: string }) {
  const { t } = useTranslation('nav');
  const { language, setLanguage } = useLanguageControl();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const label = t('currentLanguage', { language: language.label });

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!button.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const current = Math.max(
    0,
    LANGUAGES.findIndex((option) => option.name === language.name),
  );
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (index: number) => {
    const chosen = LANGUAGES[index];
    close();
    if (chosen && chosen.name !== language.name) void setLanguage(chosen.name);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? LANGUAGES.length - 1 : current);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = LANGUAGES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={label}
        onClick={() => (open ? setOpen(false) : openAt(current))}
        onKeyDown={onButtonKey}
        className={cn(className, collapsed && 'justify-center px-0')}
      >
        <Languages aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-start'}>{label}</span>
        {collapsed ? null : <ChevronUp aria-hidden="true" className={cn(!open && 'rotate-180')} />}
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('chooseLanguage')}
          onKeyDown={onMenuKey}
          className="absolute bottom-full start-0 z-50 mb-1 grid min-w-48 gap-0.5 rounded-md border bg-card p-1 text-foreground shadow-lg [--color-ring:#9a6a0c]"
        >
          {LANGUAGES.map((option, index) => (
            <li
              key={option.name}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={option.name === language.name}
              tabIndex={index === active ? 0 : -1}
              lang={option.code}
              dir={option.dir}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded-sm px-3 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Check
                aria-hidden="true"
                className={cn('size-4 shrink-0', option.name !== language.name && 'invisible')}
              />
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
