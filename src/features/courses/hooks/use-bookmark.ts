import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  bookmarkCourse,
  getListBookmarkedCoursesQueryKey,
  unbookmarkCourse,
} from '../../../api/generated/endpoints/courses/courses';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { useToast } from '../../../components/ui/toast/toast-context';
import { courseMessages } from '../messages';
import { useQuerySession } from '../../../hooks/use-query-session';
import { bookmarkedCoursesQuery } from '../../../api/queries/courses';

/**
 * The course's bookmark (spec 4.5: the action follows whether it is bookmarked already), updated
 * optimistically in the bookmarked list: the button changes at once; a failure puts the list back
 * and says so in a toast. Either way the list is asked again afterwards.
 */
export function useBookmark(course: CourseSummary, enabled: boolean) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const options = bookmarkedCoursesQuery(useQuerySession());
  const key = options.queryKey;
  const list = useQuery({ ...options, enabled });

  const mutation = useMutation({
    mutationFn: (bookmark: boolean) =>
      bookmark ? bookmarkCourse(course.uuid) : unbookmarkCourse(course.uuid),
    onMutate: async (bookmark) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CourseSummary[]>(key);
      queryClient.setQueryData<CourseSummary[]>(key, (current = []) => {
        const others = current.filter((item) => item.uuid !== course.uuid);
        // Most recently bookmarked first, as the backend lists them.
        return bookmark ? [course, ...others] : others;
      });
      return { previous };
    },
    onError: (_error, _bookmark, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast(intl.formatMessage(courseMessages.bookmarkFailed));
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getListBookmarkedCoursesQueryKey() }),
  });

  const bookmarked = list.data?.some((item) => item.uuid === course.uuid) ?? false;
  return {
    /** Unknown until the bookmarked list has loaded. */
    ready: list.isSuccess,
    bookmarked,
    toggle: () => mutation.mutate(!bookmarked),
  };
}
