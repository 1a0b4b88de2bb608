import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const remarkPlugins = [remarkGfm];

/** Model-written links leave the app in a new tab, without access to it. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * A model's answer as Markdown (GitHub flavour: tables, lists, strikethrough). Raw HTML in the
 * answer is dropped, not rendered, and react-markdown's URL filter removes `javascript:` links:
 * the text comes from a model and may echo anything a patient note contained.
 */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="assistant-markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
});
