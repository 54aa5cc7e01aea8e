/** A tab without rows: the specification's sentence for it, word for word. */
export function EmptyState({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground" data-testid={testId}>
      {text}
    </p>
  );
}
