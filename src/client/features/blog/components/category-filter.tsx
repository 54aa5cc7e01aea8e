import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES, type BlogCategory } from '@/contracts/blog-rules';
import { Button } from '@/client/components/ui/button';
import { categoryLabel } from './category-label';

/**
 * All articles or one exact category; the chosen one is pressed. The buttons submit
 * the search form with their category, so the list also filters without JavaScript.
 */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: BlogCategory | null;
  onChange: (category: BlogCategory | null) => void;
}) {
  const { t } = useTranslation('blog');
  const options: (BlogCategory | null)[] = [null, ...BLOG_CATEGORIES];
  return (
    <div role="group" aria-label={t('categoryFilter')} className="flex flex-wrap gap-2">
      {options.map((category) => (
        <Button
          key={category ?? 'all'}
          size="sm"
          type="submit"
          name="category"
          value={category ?? ''}
          variant={value === category ? 'default' : 'outline'}
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {category ? categoryLabel(t, category) : t('allCategories')}
        </Button>
      ))}
    </div>
  );
}
