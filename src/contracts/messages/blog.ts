import { defineMessages } from '../catalogue';

export const blogMessages = defineMessages({
  blogTitleRequired: 'Title is required',
  blogSlugInvalid: 'The slug may contain only lower-case letters, numbers and hyphens',
  blogExcerptRequired: 'Excerpt is required',
  blogContentRequired: 'Content is required',
  blogCategoryInvalid: 'Choose one of the categories',
  blogSlugTaken: 'An article with this slug already exists',
  blogPostNotFound: 'Article not found',
  blogPostReadOnly: 'This article comes from the content files; change it there',
  blogLanguageInvalid: 'Choose the language the article is written in',
  blogImageMissing: 'Send the image as the image field',
  blogImageTooLarge: 'The image is too large: at most 5 MB',
  blogImageType: 'The image must be a PNG, JPEG, WebP or GIF file',
  blogImageAltRequired: 'Describe the image in a few words (alt text is required)',
  blogImageNotFound: 'Image not found',
});
