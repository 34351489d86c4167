import Module from 'node:module';

/**
 * unpdf loads PDF.js with a dynamic `import()`, which Jest's VM refuses (see native.ts): it is
 * loaded by Node's own module system instead.
 */
const nodeLoad = (Module as unknown as { _load(request: string, parent: null): unknown })._load;
const unpdf = nodeLoad(require.resolve('unpdf'), null) as typeof import('unpdf');

/** The text of every page of a PDF, whitespace runs made single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await unpdf.extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
