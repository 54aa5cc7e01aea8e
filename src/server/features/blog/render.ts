import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { BLOG_IMAGE_PATH_PATTERN, countWords, readTimeMinutes } from '@/contracts/blog-rules';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What an article may contain (stored HTML is sanitised, decision 018). No script, style, iframe or form;
 * no event handler or style attribute; links only to http(s), mailto and the site's own paths; images
 * only those uploaded in the editor (served from the site, as the CSP's img-src 'self' wants) and
 * only with their alt text: any other image is removed.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
    'span',
    'del',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'scope'],
    td: ['align'],
    span: ['lang', 'dir'],
    p: ['lang', 'dir'],
    blockquote: ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!BLOG_IMAGE_PATH_PATTERN.test(frame.attribs.src ?? '') || !(frame.attribs.alt ?? '').trim()),
  transformTags: {
    // An article's single page heading is its title: headings in the body start at level 2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Markdown to the HTML stored and shown: rendered, then sanitised (raw HTML in Markdown included). */
export function renderArticle(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown) as string);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Read time of an article's HTML: its words / 200, rounded up (decision 018). */
export function articleReadTime(html: string): number {
  // Block ends become spaces so "</p><p>" does not glue two words together.
  return readTimeMinutes(countWords(plainText(html.replace(/<\/(p|li|h\d|td|th|blockquote)>/g, ' $&'))));
}
