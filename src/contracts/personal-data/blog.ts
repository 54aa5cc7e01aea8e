import { z } from '../zod';
import { text } from '../text';

/** The articles a person wrote (administrators), for their data download. */
export const blogPersonalData = z.object({
  articlesWritten: z.array(
    z.object({
      title: text(),
      slug: text(),
      published: z.boolean(),
      createdAt: text(),
      updatedAt: text(),
    }),
  ),
});
