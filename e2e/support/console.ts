import { browser } from '@wdio/globals';

/** Console errors and warnings while `steps` run (a hydration mismatch is one). */
export async function consoleProblems(steps: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  const listener = (entry: { level: string; text: string | null }) => {
    if (entry.level === 'error' || entry.level === 'warn') problems.push(entry.text ?? '');
  };
  browser.on('log.entryAdded', listener);
  try {
    await steps();
  } finally {
    browser.off('log.entryAdded', listener);
  }
  return problems;
}
