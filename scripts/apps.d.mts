// Types for the helpers of scripts/apps.mjs that TypeScript code (the e2e drills) uses.
export declare const root: string;
/** The files a build reads at `path` (a file, or the files under a folder), in a stable order. */
export function builtFiles(path: string): string[];
/** What a build of the app in `dir` reads: its sources and config, shared code, build config. */
export function buildInputs(dir: string): string[];
