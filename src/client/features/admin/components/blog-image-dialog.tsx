import { ImagePlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogImage } from '@/contracts/blog';
import { BLOG_IMAGE_TYPES } from '@/contracts/blog-rules';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useUploadBlogImage } from '../api/blog-posts';

const ACCEPT = Object.keys(BLOG_IMAGE_TYPES).join(',');

/**
 * The editor's "Insert image" dialog (decision 018): a file and its description, both required; the
 * server checks the file's type and size, keeps it and answers the Markdown that `onInserted` puts
 * into the article.
 */
export function BlogImageDialog({ onInserted }: { onInserted: (image: BlogImage) => void }) {
  const { t } = useTranslation(['adminBlog', 'messages', 'errors']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const upload = useUploadBlogImage();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      setAlt('');
      setErrors({});
      upload.reset();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const problems = {
      ...(file ? {} : { file: t('imageDialog.fileRequired') }),
      ...(alt.trim() ? {} : { alt: t('imageDialog.altRequired') }),
    };
    setErrors(problems);
    if (!file || !alt.trim()) {
      const first = event.currentTarget.querySelector<HTMLElement>(
        problems.file ? 'input[type="file"]' : 'input[name="alt"]',
      );
      first?.focus();
      return;
    }
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: (image) => {
          onInserted(image);
          reset(false);
        },
        onError: (error) => {
          const message = describeError(t, error);
          setErrors(
            error instanceof ApiError && error.field === 'alt' ? { alt: message } : { file: message },
          );
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="justify-self-start">
          <ImagePlus aria-hidden="true" />
          {t('imageDialog.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        {/* A form of its own: the dialog is drawn outside the article's form (a portal). */}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('imageDialog.title')}</DialogTitle>
            <DialogDescription>{t('imageDialog.description')}</DialogDescription>
          </DialogHeader>
          <Field id={`${id}-file`} label={t('imageDialog.file')} error={errors.file}>
            {(c) => (
              <Input
                {...c}
                type="file"
                name="image"
                accept={ACCEPT}
                required
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field
            id={`${id}-alt`}
            label={t('imageDialog.alt')}
            hint={t('imageDialog.altHint')}
            error={errors.alt}
          >
            {(c) => (
              <Input
                {...c}
                name="alt"
                required
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => reset(false)}>
              {t('imageDialog.cancel')}
            </Button>
            <Button type="submit" busy={upload.isPending}>
              {t('imageDialog.insert')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
