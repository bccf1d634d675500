import { courseDetailCollection, type CourseDetailData } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { staleRootsAfterWriteTo } from '../../../lib/collection-writes';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const details = checkedCollectionClient(courseDetailCollection);

export interface SaveCourseDetailVariables {
  courseId: string;
  /**
   * docs/PRODUCT.md section 4: details that already exist are updated (PUT), else created (POST).
   */
  exists: boolean;
  input: CourseDetailData;
}

function saveCourseDetail({ courseId, exists, input }: SaveCourseDetailVariables) {
  const access = { params: { courseId } };
  return exists ? details.replace(input, undefined, access) : details.create(input, access);
}

export function useSaveCourseDetail() {
  return useInvalidatingMutation(saveCourseDetail, staleRootsAfterWriteTo(courseDetailCollection), {
    success: 'Course details saved.',
    failure: 'Course details were not saved.',
  });
}
