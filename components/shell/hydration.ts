/** Whether React has hydrated this element: it keeps its props on the node once it owns it. Browser only. */
export const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
