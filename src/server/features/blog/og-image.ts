import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { PRODUCT_NAME } from '@/contracts/constants';
import type { BlogService } from './service';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

const require = createRequire(import.meta.url);
/** Amiri (Latin and Arabic), the font the app already ships; satori shapes Arabic with HarfBuzz. */
const fontFile = (subset: 'latin' | 'arabic') =>
  readFileSync(require.resolve(`@fontsource/amiri/files/amiri-${subset}-700-normal.woff`));

let fonts: { name: string; data: Buffer; weight: 700; style: 'normal' }[] | undefined;
const loadFonts = () =>
  (fonts ??= [
    { name: 'Amiri', data: fontFile('latin'), weight: 700, style: 'normal' },
    { name: 'Amiri Arabic', data: fontFile('arabic'), weight: 700, style: 'normal' },
  ]);

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** The preview card of an article: its category and title on the brand's green, 1200x630 PNG. */
export async function drawArticleImage(title: string, category: string): Promise<Buffer> {
  const rtl = ARABIC_SCRIPT.test(title);
  const titleSize = title.length > 90 ? 52 : title.length > 55 ? 62 : 74;
  const tree = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: 'linear-gradient(135deg, #0d3b34 0%, #145c4f 60%, #1d7a66 100%)',
      color: '#fdfaf3',
      fontFamily: 'Amiri, "Amiri Arabic"',
      boxSizing: 'border-box',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        el('div', { fontSize: 44, color: '#f3d98b' }, PRODUCT_NAME),
        el(
          'div',
          {
            fontSize: 30,
            padding: '8px 26px',
            borderRadius: 999,
            border: '2px solid #f3d98b',
            color: '#f3d98b',
          },
          category,
        ),
      ]),
      el(
        'div',
        {
          display: 'flex',
          fontSize: titleSize,
          lineHeight: 1.25,
          direction: rtl ? 'rtl' : 'ltr',
          textAlign: rtl ? 'right' : 'left',
        },
        title,
      ),
      el('div', { display: 'flex', fontSize: 28, color: '#cfe7dd' }, 'Islamic Blog'),
    ],
  );
  const svg = await satori(tree as never, {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_WIDTH } }).render().asPng();
}

/**
 * Drawn images kept in memory by slug and version (the post's updatedAt), so a link shared widely
 * is drawn once per instance; the oldest entry goes when the cache is full.
 */
export function ogImageCache(limit = 200) {
  const entries = new Map<string, Buffer>();
  return {
    async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) return hit;
      const png = await draw();
      entries.set(key, png);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return png;
    },
  };
}

/**
 * An article's preview image (published articles only): an ETag naming the article's version, and
 * its PNG, drawn once per version and kept.
 */
export function articleImages(blog: BlogService) {
  const images = ogImageCache();
  return async (slug: string) => {
    const post = await blog.readable(slug, false);
    const version = post.updatedAt.getTime().toString(36);
    return {
      etag: `"${post.id}-${version}"`,
      png: () => images.get(`${post.slug}:${version}`, () => drawArticleImage(post.title, post.category)),
    };
  };
}
