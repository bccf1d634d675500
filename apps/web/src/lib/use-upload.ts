import {
  useIsMutating,
  useMutation,
  type MutationKey,
  type MutationMeta,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from './api-error';
import type { TransferProgress } from './xhr-transport';

/** What an upload hands the request: how to cancel it and where to tell its progress. */
export interface Transfer {
  signal: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
}

interface UploadSpec<Input, Answer> {
  /** Names the upload, so a form can wait for it (useIsUploading). */
  mutationKey: MutationKey;
  /** The toast when it is done, and when it is refused (lib/query-client.ts). */
  meta?: MutationMeta;
  send: (input: Input, transfer: Transfer) => Promise<Answer>;
}

/** What a field shows of its upload (components/ui/upload-feedback.tsx). */
export interface UploadState {
  uploading: boolean;
  /** The last upload was stored. */
  done: boolean;
  /** How much has gone, 0 to 100. */
  percent: number;
  cancel: () => void;
  /** The last upload was cancelled by the person (not a failure). */
  cancelled: boolean;
}

/**
 * One upload at a time, with its progress and a Cancel (docs/PRODUCT.md section 5): `start`
 * sends (cancelling any upload still on its way) and hands the answer to `onDone`. Leaving the
 * form cancels what is still on its way, so nothing is stored for a form that was closed.
 */
export function useUpload<Input, Answer>({ mutationKey, meta, send }: UploadSpec<Input, Answer>) {
  const [percent, setPercent] = useState(0);
  // Set at once on start: the mutation's own pending state arrives a tick later, and a form
  // must not be saved in between.
  const [started, setStarted] = useState(false);
  const running = useRef<AbortController | null>(null);
  const upload = useMutation({
    mutationKey,
    ...(meta ? { meta } : {}),
    mutationFn: ({ input, signal }: { input: Input; signal: AbortSignal }) =>
      send(input, {
        signal,
        onProgress: ({ loaded, total }) => setPercent(Math.floor((loaded / total) * 100)),
      }),
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = (input: Input, onDone: (answer: Answer) => void) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    setStarted(true);
    upload.mutate(
      { input, signal: controller.signal },
      { onSuccess: onDone, onSettled: () => setStarted(false) },
    );
  };
  const cancelled = upload.isError && isCancelled(upload.error);
  return {
    start,
    cancel: () => running.current?.abort(),
    reset: upload.reset,
    uploading: started || upload.isPending,
    done: upload.isSuccess,
    percent,
    cancelled,
    /** Why the last upload failed (never a cancel); null when it did not. */
    failure: upload.isError && !cancelled ? upload.error : null,
  };
}

/** True while an upload of this key is on its way: a form waits for its URL before saving. */
export function useIsUploading(mutationKey: MutationKey): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
