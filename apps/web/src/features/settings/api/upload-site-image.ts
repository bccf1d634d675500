import { useIsMutating, useMutation } from '@tanstack/react-query';
import { mutationKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** Stores the logo or the share image; the form then holds its URL. */
export function useUploadSiteImage() {
  return useMutation({
    mutationKey: mutationKeys.uploadSiteImage,
    mutationFn: (file: File) => uploadFile(file),
  });
}

/** True while a picture is on its way: the form waits for its URL before saving. */
export function useUploadingSiteImage(): boolean {
  return useIsMutating({ mutationKey: mutationKeys.uploadSiteImage }) > 0;
}
