import { useMutation } from '@tanstack/react-query';
import { uploadFile, type UploadedFile } from '../../../lib/upload-file';

/** Stores a course picture; the admin form then puts its URL into the Image URL field. */
export function uploadCourseImage(file: File): Promise<UploadedFile> {
  return uploadFile(file);
}

export function useUploadCourseImage() {
  return useMutation({ mutationFn: uploadCourseImage });
}
