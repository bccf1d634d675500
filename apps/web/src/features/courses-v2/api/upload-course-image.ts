import { useIsMutating, useMutation } from '@tanstack/react-query';
import { uploadFile, type UploadedFile } from '../../../lib/upload-file';

/** Stores a course picture; the admin form then puts its URL into the Image URL field. */
export function uploadCourseImage(file: File): Promise<UploadedFile> {
  return uploadFile(file);
}

const UPLOAD_COURSE_IMAGE = ['upload-course-image'] as const;

export function useUploadCourseImage() {
  return useMutation({ mutationKey: UPLOAD_COURSE_IMAGE, mutationFn: uploadCourseImage });
}

/** True while a course image is on its way: the form waits for its URL before saving. */
export function useUploadingCourseImage(): boolean {
  return useIsMutating({ mutationKey: UPLOAD_COURSE_IMAGE }) > 0;
}
