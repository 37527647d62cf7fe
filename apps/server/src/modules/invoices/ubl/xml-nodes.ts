/** Reading fast-xml-parser's objects (attributes as '@_name', text beside attributes as '#text') by element name. */
export type Node = Record<string, unknown>;

export const child = (node: unknown, name: string): Node | undefined => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  if (Array.isArray(value)) return value[0] as Node | undefined;
  return value as Node | undefined;
};
export const children = (node: unknown, name: string): unknown[] => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
/** The text of an element, whether it has attributes or not; null when absent. */
export const text = (node: unknown): string | null => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as Node)['#text']);
  return null;
};
export const attribute = (node: unknown, name: string) =>
  node && typeof node === 'object' ? ((node as Node)[`@_${name}`] as string | undefined) : undefined;
export const path = (node: unknown, ...names: string[]) =>
  names.reduce<unknown>((at, name) => child(at, name), node);
