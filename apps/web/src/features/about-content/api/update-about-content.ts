import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  aboutContentCollection,
  type AboutContent,
  type AboutContentInput,
} from '@tutoring/shared';
import { checkedBy, collectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

// The stored document may carry its id and timestamps beside the fields the read schema
// names (it has no stored fields of its own): those are let through, not refused.
const about = collectionClient<AboutContent, AboutContentInput>(
  aboutContentCollection.endpoint,
  checkedBy(aboutContentCollection.read.loose()),
);

/** A single document: replaced as a whole, and its answer is what the site now shows. */
export function useUpdateAboutContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AboutContentInput) => about.replace(input),
    // The form confirms a save itself; a refusal is also a toast.
    meta: { failure: 'About Us was not saved.' },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.aboutContent.all, saved),
  });
}
