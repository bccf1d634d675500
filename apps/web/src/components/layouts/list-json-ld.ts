/** schema.org lists of a page: its breadcrumbs, a catalogue's courses. */

/** A step of the page's trail, or an entry of its list: what it is called and its site path. */
export interface NamedPath {
  name: string;
  path: string;
}

/** A schema.org list of `type`, its elements numbered from 1 in the order given. */
export function listJsonLd(type: string, elements: readonly Record<string, string>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    itemListElement: elements.map((element, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...element,
    })),
  };
}

/** A catalogue's courses for search engines, in the order the page shows them. */
export function itemListJsonLd(items: readonly NamedPath[], origin: string) {
  return listJsonLd(
    'ItemList',
    items.map((item) => ({ name: item.name, url: `${origin}${item.path}` })),
  );
}
