/**
 * Screens the route table names that later issues build: each shows the shared "being prepared" page
 * (the placeholder feature's routes). Home cards and navigation entries leading to one say so rather
 * than promise. Building a screen means removing it here and from the placeholder routes.
 */
export const NOT_BUILT_YET_PATHS = [] as const;
export type NotBuiltYetPath = (typeof NOT_BUILT_YET_PATHS)[number];

export function isNotBuiltYet(path: string): boolean {
  return (NOT_BUILT_YET_PATHS as readonly string[]).includes(path);
}
