/** Values for a path's :parameters: { courseId } for '/courses/:courseId'. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * A screen's or an endpoint's path pattern with its :parameters filled in, each encoded. A
 * parameter without a value is a mistake in the caller, so it throws and names it.
 */
export function fillPath(pattern: string, params: PathParams = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
}
