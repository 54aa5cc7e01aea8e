/** A tab without rows: the spec's sentence for it (spec 3 section 2). */
export function EmptyState({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground" data-testid={testId}>
      {text}
    </p>
  );
}
