import { useIntl } from 'react-intl';
import type { CourseCategory } from '../../../api/generated/model/courseCategory';
import { courseMessages } from '../messages';

/** A course's categories as chips; nothing when it has none. */
export function CategoryChips({ categories }: { categories: readonly CourseCategory[] }) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <ul className="category-chips" aria-label={intl.formatMessage(courseMessages.categoriesLabel)}>
      {categories.map((category) => (
        <li key={category.uuid} className="category-chip">
          {category.name}
        </li>
      ))}
    </ul>
  );
}
