import { mutationKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';
import { useUpload, type Transfer } from '../../../lib/use-upload';
import type { TransferProgress } from '../../../lib/xhr-transport';

/** A chosen photo, resized in the browser (docs/PRODUCT.md section 5). */
export interface PhotoBlobs {
  avatar: Blob;
  profile: Blob;
}

/** Where the two stored pictures are: what the member's form saves. */
export interface PhotoUrls {
  avatarImage: string;
  profileImage: string;
}

/** One progress for several uploads at once: the bytes gone of all of them. */
function sharedProgress(parts: number, onProgress: Transfer['onProgress']) {
  const each: TransferProgress[] = Array.from({ length: parts }, () => ({ loaded: 0, total: 0 }));
  return (part: number) => (progress: TransferProgress) => {
    each[part] = progress;
    const loaded = each.reduce((sum, { loaded: bytes }) => sum + bytes, 0);
    const total = each.reduce((sum, { total: bytes }) => sum + bytes, 0);
    onProgress({ loaded, total: Math.max(total, 1) });
  };
}

/** Stores both resized pictures (one progress, one Cancel) and answers their URLs. */
export async function uploadTeamPhoto(photo: PhotoBlobs, transfer: Transfer): Promise<PhotoUrls> {
  const progressOf = sharedProgress(2, transfer.onProgress);
  const [avatar, profile] = await Promise.all([
    uploadFile(photo.avatar, {
      filename: 'avatar.jpg',
      signal: transfer.signal,
      onProgress: progressOf(0),
    }),
    uploadFile(photo.profile, {
      filename: 'profile.jpg',
      signal: transfer.signal,
      onProgress: progressOf(1),
    }),
  ]);
  return { avatarImage: avatar.url, profileImage: profile.url };
}

/** A member's photo upload; the member form waits for it before saving. */
export function useUploadTeamPhoto() {
  return useUpload({
    mutationKey: mutationKeys.uploadTeamPhoto,
    meta: { success: 'Photo uploaded.', failure: 'The photo was not uploaded.' },
    send: uploadTeamPhoto,
  });
}
