import { useTranslation } from 'react-i18next';
import { blogLanguageDir } from '@/contracts/blog-rules';
import { Badge } from '@/client/components/ui/badge';

/** `lang` and `dir` for an article's own words (its title, excerpt, body, sources and keywords). */
export const articleTextProps = (language: string) => ({ lang: language, dir: blogLanguageDir(language) });

/** A language's name in the interface language ("Arabic", "arabe", "Arapça"...). */
export function languageName(code: string, interfaceLanguage: string): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * On /blog, an article in another language than the interface's is marked with its language
 * (decision 018); one in the reader's language needs no mark.
 */
export function ArticleLanguageMark({ language }: { language: string }) {
  const { t, i18n } = useTranslation('blog');
  if (language === i18n.language) return null;
  return (
    <Badge variant="outline" data-article-language={language}>
      {t('inLanguage', { language: languageName(language, i18n.language) })}
    </Badge>
  );
}
