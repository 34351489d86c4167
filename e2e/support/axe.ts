import { AxeBuilder } from '@axe-core/webdriverio';
import { browser } from '@wdio/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe-core as @axe-core/webdriverio injects it (the same copy), minified: the page parses it in
 * half the time of the readable build.
 */
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/webdriverio')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The axe violations of the page as it is now, for rules with these tags, every impact level.
 *
 * A page without frames is audited in one script: axe-core is injected and `axe.run` answers
 * the violations — what `AxeBuilder#setLegacyMode` runs, with the one injection of axe-core
 * instead of two and without the blank tab `AxeBuilder` opens to finish a run
 * (`axe.runPartial` then `axe.finishRun`), which took three quarters of an audit's time. A page
 * with frames that run scripts (none so far) goes through `AxeBuilder`, which audits inside each
 * frame too. A sandboxed frame without scripts — the outbox page shows a mail's HTML in one — can
 * run no axe: axe would wait a minute for its answer. The frame element itself is audited (its
 * title); what is inside is the mail, not the page.
 */
export async function axeViolations(tags: readonly string[]): Promise<AxeViolation[]> {
  const framed = await browser.execute(() =>
    [...document.querySelectorAll('iframe, frame')].some(
      (frame) =>
        !frame.hasAttribute('sandbox') || /allow-scripts/.test(frame.getAttribute('sandbox') ?? ''),
    ),
  );
  if (framed)
    return (await new AxeBuilder({ client: browser }).withTags([...tags]).analyze()).violations;
  const options = {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
    iframes: false,
  };
  const answer: string = await browser.executeAsync(`
    var done = arguments[arguments.length - 1];
    ${axeSource};
    window.axe.configure({ branding: { application: 'webdriverio' } });
    window.axe.run(document, ${JSON.stringify(options)}).then(
      function (results) { done(JSON.stringify({ violations: results.violations })); },
      function (error) { done(JSON.stringify({ error: String(error && error.stack || error) })); }
    );
  `);
  const parsed = JSON.parse(answer) as { violations?: AxeViolation[]; error?: string };
  if (parsed.error !== undefined) throw new Error(`axe failed on the page: ${parsed.error}`);
  return parsed.violations ?? [];
}
