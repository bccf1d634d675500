import { useIsMutating, useMutation } from '@tanstack/react-query';
import { mutationKeys } from '../../../lib/query-keys';
import { uploadFile, type UploadedFile } from '../../../lib/upload-file';

/** Stores a course picture; the admin form then puts its URL into the Image URL field. */
export function uploadCourseImage(file: File): Promise<UploadedFile> {
  return uploadFile(file);
}

export function useUploadCourseImage() {
  return useMutation({
    mutationKey: mutationKeys.uploadCourseImage,
    mutationFn: uploadCourseImage,
  });
}

/** True while a course image is on its way: the form waits for its URL before saving. */
export function useUploadingCourseImage(): boolean {
  return useIsMutating({ mutationKey: mutationKeys.uploadCourseImage }) > 0;
}
