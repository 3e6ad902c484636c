import type { DocNode } from "./report-document.ts";

export function isListItem(node: DocNode): boolean {
  return node.type === "bullet" || node.type === "numbered";
}

/**
 * The export document's nodes as one text, for the text renderers: each node rendered with its
 * number in a run of numbered items, a blank line between blocks, a single line break where the
 * renderer keeps two nodes together (the items of one list, at least).
 */
export function joinBlocks(
  nodes: readonly DocNode[],
  render: (node: DocNode, number: number) => string,
  together: (previous: DocNode, node: DocNode) => boolean,
): string {
  let out = "";
  let number = 0;
  nodes.forEach((node, index) => {
    const previous = nodes[index - 1];
    number = node.type === "numbered" && previous?.type === "numbered" ? number + 1 : 1;
    if (previous !== undefined) out += together(previous, node) ? "\n" : "\n\n";
    out += render(node, number);
  });
  return `${out}\n`;
}
