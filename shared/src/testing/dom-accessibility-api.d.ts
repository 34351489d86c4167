// The package ships its types, but not where its `exports` map lets TypeScript find them.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(root: Element): string;
}
