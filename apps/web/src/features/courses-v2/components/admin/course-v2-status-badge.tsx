/** docs/PRODUCT.md section 4: only published is green; any other status is grey. */
export function CourseV2StatusBadge({ status }: { status: string }) {
  const published = status === 'published';
  return (
    <span
      data-tone={published ? 'green' : 'grey'}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        published ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'
      }`}
    >
      {status}
    </span>
  );
}
