import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const isAsync = (type: unknown): type is (props: unknown) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction';

/**
 * A server component's output with the async server components inside it rendered, as React does on the server,
 * so Testing Library can render the whole screen. Client components are left for it to render.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerTree));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (isAsync(element.type)) return resolveServerTree(await element.type(element.props));
  if (element.props.children === undefined) return element;
  const children = await resolveServerTree(element.props.children);
  // Children written side by side stay arguments, not one array (which React would ask keys of).
  return Array.isArray(element.props.children)
    ? cloneElement(element, undefined, ...(children as ReactNode[]))
    : cloneElement(element, { children });
}
