import type { HTMLAttributes } from 'react';

/** The custom elements of @github/markdown-toolbar-element, as JSX knows them. */
type ToolbarButton = HTMLAttributes<HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'markdown-toolbar': HTMLAttributes<HTMLElement> & { for: string };
      'md-header': ToolbarButton & { level?: number };
      'md-bold': ToolbarButton;
      'md-italic': ToolbarButton;
      'md-unordered-list': ToolbarButton;
      'md-ordered-list': ToolbarButton;
      'md-link': ToolbarButton;
    }
  }
}
