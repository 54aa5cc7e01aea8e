import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';

/** A link in the account pages' text. */
export const accountLinkClass = 'font-semibold text-primary underline underline-offset-4';

/**
 * The frame of /register, /forgot-password and /reset-password: one card whose heading is the page's
 * title (also the document's), its description, then the page's content; `backToSignIn` ends it with
 * the link back to /auth.
 */
export function AccountPage({
  title,
  description,
  backToSignIn = false,
  children,
}: {
  title: string;
  description: string;
  backToSignIn?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto max-w-lg">
      <DocumentTitle page={title} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {children}
          {backToSignIn ? (
            <p className="text-center text-sm">
              <Link href="/auth" className={accountLinkClass}>
                {t('forgot.backToSignIn')}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** The account pages' full-width submit button, which says `pendingLabel` while the form is sent. */
export function AccountSubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" busy={pending} className="w-full">
      {pending ? pendingLabel : label}
    </Button>
  );
}
