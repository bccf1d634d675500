interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/** Nodes that hold blocks (paragraphs, lists), not a line of text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem']);

function asText(node: MarkdownNode, parentType: string): MarkdownNode {
  const text = { type: 'text', value: node.value ?? '' };
  return BLOCK_PARENTS.has(parentType) ? { type: 'paragraph', children: [text] } : text;
}

function turnHtmlIntoText(node: MarkdownNode) {
  if (!node.children) return;
  node.children = node.children.map((child) =>
    child.type === 'html' ? asText(child, node.type) : child,
  );
  node.children.forEach(turnHtmlIntoText);
}

/**
 * A remark plugin: raw HTML in a long text is shown as the text it is, in a paragraph like
 * any other, never rendered (react-markdown would print a block of it bare, outside any
 * paragraph). Staff who typed `<b>` see `<b>` on the page and know to use the toolbar.
 */
export function htmlAsText() {
  return (tree: MarkdownNode) => turnHtmlIntoText(tree);
}
