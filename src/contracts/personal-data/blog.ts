import { z } from '../zod';
import { text } from '../text';

/**
 * The articles a person wrote and the images they uploaded (administrators), for their data download:
 * both are the site's and stay when the account goes (decision 018); the images by their address.
 */
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
  imagesUploaded: z.array(z.object({ url: text(), alt: text(), createdAt: text() })),
});
