const KB = 1024;
const MB = KB * 1024;

/** A file's size as people read it: '820 bytes', '45 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
