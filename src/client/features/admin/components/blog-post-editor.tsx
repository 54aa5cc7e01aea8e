import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBlogPost, BlogImage, BlogPostInput } from '@/contracts/blog';
import {
  BLOG_CATEGORIES,
  BLOG_LANGUAGES,
  slugFromTitle,
  type BlogCategory,
  type BlogLanguage,
} from '@/contracts/blog-rules';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { articleTextProps, languageName } from '@/client/features/blog/public';
import {
  proposeBlogSlug,
  usePreviewBlogPost,
  useSaveBlogPost,
  useSetBlogPostPublished,
} from '../api/blog-posts';
import { BlogImageDialog } from './blog-image-dialog';

type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory;
  /** Empty until the author chooses: the language is never guessed. */
  language: BlogLanguage | '';
  keywords: string;
  metaTitle: string;
  metaDescription: string;
  sources: string;
  markdown: string;
};

const fromPost = (post: AdminBlogPost | null): Draft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  category: post?.category ?? BLOG_CATEGORIES[0],
  language: post?.language ?? '',
  keywords: post?.keywords.join(', ') ?? '',
  metaTitle: post?.metaTitle ?? '',
  metaDescription: post?.metaDescription ?? '',
  sources: post?.sources.join('\n') ?? '',
  markdown: post?.markdown ?? '',
});

const toInput = (draft: Draft, language: BlogLanguage): BlogPostInput => ({
  ...draft,
  language,
  keywords: draft.keywords
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean),
  sources: draft.sources
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

const TEXTAREA =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground aria-invalid:border-destructive';

/** Write or edit an article in Markdown, preview it as it will be stored, save, publish. */
export function BlogPostEditor({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const { t, i18n } = useTranslation(['adminBlog', 'messages', 'errors']);
  const id = useId();
  const [draft, setDraft] = useState(() => fromPost(post));
  const [current, setCurrent] = useState(post);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveBlogPost();
  const publish = useSetBlogPostPublished();
  const preview = usePreviewBlogPost();
  // A new article's slug follows its title until the author edits the slug; a saved one keeps its address.
  const slugByHand = useRef(post !== null);
  const markdownRef = useRef<HTMLTextAreaElement>(null);

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((value) => ({ ...value, [key]: event.target.value }));
  const control = (key: keyof Draft) => ({ name: key, value: draft[key], onChange: set(key) });

  const onTitle = (event: { target: { value: string } }) => {
    const title = event.target.value;
    setDraft((value) => ({ ...value, title, ...(slugByHand.current ? {} : { slug: slugFromTitle(title) }) }));
  };
  // Leaving the title asks the server for a free slug (the title's, or with -2, -3...).
  const onTitleBlur = () => {
    if (slugByHand.current || !draft.title.trim()) return;
    proposeBlogSlug(draft.title, current?.id ?? null).then(
      (slug) => {
        if (!slugByHand.current && slug) setDraft((value) => ({ ...value, slug }));
      },
      () => undefined,
    );
  };
  const onSlug = (event: { target: { value: string } }) => {
    slugByHand.current = true;
    set('slug')(event);
  };

  /** The uploaded image's Markdown goes where the cursor was in the article, as a paragraph of its own. */
  const insertImage = (image: BlogImage) => {
    const area = markdownRef.current;
    setDraft((value) => {
      const at = area ? area.selectionStart : value.markdown.length;
      const before = value.markdown.slice(0, at).replace(/\s*$/, '');
      const after = value.markdown.slice(at).replace(/^\s*/, '');
      const markdown = [before, image.markdown, after].filter(Boolean).join('\n\n');
      return { ...value, markdown };
    });
    toast({ title: t('imageDialog.inserted') });
    area?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft.language) {
      setErrors({ language: t('messages:blogLanguageInvalid') });
      event.currentTarget.querySelector<HTMLElement>('select[name="language"]')?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { id: current?.id ?? null, input: toInput(draft, draft.language) },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          toast({ title: t('saved') });
        },
        onError: (error) => {
          const field =
            error instanceof ApiError ? (error.field?.split('.')[0] as keyof Draft | undefined) : undefined;
          const message = describeError(t, error);
          if (field && field in draft) setErrors({ [field]: message });
          toast({ title: t('saveFailed'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  const togglePublished = () => {
    if (!current) return;
    publish.mutate(
      { id: current.id, published: !current.published },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          toast({ title: saved.published ? t('publishedToast') : t('unpublishedToast') });
        },
        onError: (error) =>
          toast({ title: t('saveFailed'), description: describeError(t, error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h3 className="text-xl font-bold">{current ? t('editHeading') : t('newHeading')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-title`} label={t('fields.title')} error={errors.title}>
          {(c) => <Input {...c} {...control('title')} onChange={onTitle} onBlur={onTitleBlur} />}
        </Field>
        <Field id={`${id}-slug`} label={t('fields.slug')} error={errors.slug} hint={t('fields.slugHint')}>
          {(c) => (
            <Input
              {...c}
              {...control('slug')}
              onChange={onSlug}
              dir="ltr"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-excerpt`} label={t('fields.excerpt')} error={errors.excerpt}>
        {(c) => <textarea {...c} {...control('excerpt')} rows={2} className={TEXTAREA} />}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-category`} label={t('fields.category')} error={errors.category}>
          {(c) => (
            <NativeSelect {...c} {...control('category')}>
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`blog:categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-language`}
          label={t('fields.language')}
          hint={t('fields.languageHint')}
          error={errors.language}
        >
          {(c) => (
            <NativeSelect {...c} {...control('language')} required>
              <option value="" disabled>
                {t('fields.chooseLanguage')}
              </option>
              {BLOG_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, i18n.language)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-keywords`}
          label={t('fields.keywords')}
          hint={t('fields.keywordsHint')}
          error={errors.keywords}
        >
          {(c) => <Input {...c} {...control('keywords')} />}
        </Field>
        <Field
          id={`${id}-meta-title`}
          label={t('fields.metaTitle')}
          hint={t('fields.optional')}
          error={errors.metaTitle}
        >
          {(c) => <Input {...c} {...control('metaTitle')} />}
        </Field>
        <Field
          id={`${id}-meta-description`}
          label={t('fields.metaDescription')}
          hint={t('fields.optional')}
          error={errors.metaDescription}
        >
          {(c) => <Input {...c} {...control('metaDescription')} />}
        </Field>
      </div>
      <Field
        id={`${id}-markdown`}
        label={t('fields.markdown')}
        hint={t('fields.markdownHint')}
        error={errors.markdown}
      >
        {(c) => (
          <textarea
            {...c}
            {...control('markdown')}
            ref={markdownRef}
            rows={14}
            dir="ltr"
            className={`${TEXTAREA} font-mono text-sm`}
          />
        )}
      </Field>
      <BlogImageDialog onInserted={insertImage} />
      <Field
        id={`${id}-sources`}
        label={t('fields.sources')}
        hint={t('fields.sourcesHint')}
        error={errors.sources}
      >
        {(c) => <textarea {...c} {...control('sources')} rows={3} dir="ltr" className={TEXTAREA} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {current ? t('saveChanges') : t('saveDraft')}
        </Button>
        <Button
          type="button"
          variant="outline"
          busy={preview.isPending}
          onClick={() => preview.mutate(draft.markdown)}
        >
          {t('preview')}
        </Button>
        {current ? (
          <Button type="button" variant="secondary" busy={publish.isPending} onClick={togglePublished}>
            {current.published ? t('unpublish') : t('publish')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('close')}
        </Button>
      </div>
      {preview.data ? (
        <section aria-labelledby={`${id}-preview`} className="grid gap-2 rounded-xl border bg-background p-4">
          <h4 id={`${id}-preview`} className="font-bold">
            {t('previewHeading', { count: preview.data.readTimeMinutes })}
          </h4>
          {/* The server's sanitised rendering, exactly what readers will get. */}
          <div
            className="article-body"
            {...articleTextProps(draft.language || 'en')}
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </section>
      ) : null}
    </form>
  );
}
