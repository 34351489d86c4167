/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, type IStyleSheetContext } from 'styled-components';
import { CompiledStyles, memoisedStylis } from './styleCache';

const Title = styled.h1<{ $tone: 'red' | 'blue' }>`
  color: ${({ $tone }) => $tone};
  &:hover {
    text-decoration: underline;
  }
`;

function page(memoised: boolean, tone: 'red' | 'blue') {
  const sheet = new ServerStyleSheet();
  try {
    const tree = <Title $tone={tone}>Menu</Title>;
    const html = renderToString(
      sheet.collectStyles(memoised ? <CompiledStyles>{tree}</CompiledStyles> : tree),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('compiled styles kept between server renders (docs/architecture.md §2.4)', () => {
  it('gives each render the same HTML and style elements as without them', () => {
    for (const tone of ['red', 'blue', 'red'] as const) {
      const plain = page(false, tone);
      expect(page(true, tone)).toEqual(plain);
      expect(plain.styles).toContain(`color:${tone}`);
    }
  });

  it('compiles the same CSS for the same component once', () => {
    const compiled: string[] = [];
    const stylis = Object.assign(
      (css: string, selector?: string) => {
        compiled.push(css);
        return [`${selector ?? ''}{${css}}`];
      },
      { hash: 'h' },
    ) as IStyleSheetContext['stylis'];
    const kept = memoisedStylis(stylis);
    expect(memoisedStylis(stylis)).toBe(kept);
    expect(kept.hash).toBe('h');
    const first = kept('color:red;', '.a', undefined, 'c1');
    first.push('changed by its caller');
    expect(kept('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}']);
    kept('color:red;', '.b', undefined, 'c1');
    expect(compiled).toEqual(['color:red;', 'color:red;']);
  });
});
