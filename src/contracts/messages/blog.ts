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
});
