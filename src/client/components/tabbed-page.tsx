import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

/** The tab the address names (`/settings#general`), if it is one of `tabs`. */
function tabOfAddress(tabs: readonly PageTab[]): string | undefined {
  const named = window.location.hash.slice(1);
  return tabs.some((tab) => tab.value === named) ? named : undefined;
}

export type PageTab = { value: string; label: string; icon: LucideIcon; content: ReactNode };

/** A page of icon tabs under its title and description (/settings, /admin). */
export function TabbedPage({
  title,
  description,
  tabs,
  defaultValue,
}: {
  title: string;
  description: string;
  tabs: readonly PageTab[];
  defaultValue: string;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={title} />
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <Tabs
        // The chosen tab is kept in the address, so a reload, Back or a shared link opens it again.
        defaultValue={tabOfAddress(tabs) ?? defaultValue}
        onValueChange={(value) => window.history.replaceState(window.history.state, '', `#${value}`)}
      >
        <TabsList>
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
