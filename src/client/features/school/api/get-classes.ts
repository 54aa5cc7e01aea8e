import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolClassList, type SchoolAgeGroup } from '@/contracts/school';
import { getQueryFn } from '@/client/lib/query-client';
import { schoolKeys } from './keys';

/** The spec's class list is of Islamic classes unless told otherwise. */
const RELIGION = 'islamic';

/** GET /api/sunday-school/classes: the lesson plans for an age group and a tradition (`madhab`). */
export function schoolClassesQueryOptions(ageGroup: SchoolAgeGroup, madhab: string) {
  const query = new URLSearchParams({ ageGroup, religion: RELIGION, madhab });
  return queryOptions({
    queryKey: schoolKeys.classes(ageGroup, madhab),
    queryFn: getQueryFn({
      url: `/api/sunday-school/classes?${query.toString()}`,
      on401: 'throw',
      schema: schoolClassList,
    }),
  });
}

/** Fetched only once both the age group and the tradition are chosen. */
export function useSchoolClasses(ageGroup: SchoolAgeGroup | '', madhab: string) {
  return useQuery({
    ...schoolClassesQueryOptions(ageGroup || '5-7', madhab),
    enabled: ageGroup !== '' && madhab !== '',
  });
}
