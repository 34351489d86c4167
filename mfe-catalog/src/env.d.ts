/** Injected by the build (scripts/webpack/appConfig.js); undefined under Jest. */
declare const __APP_VERSION__: string;
/** '' in every build but the release drill's faulty ones (webpack.config.js); undefined under Jest. */
declare const __RELEASE_DRILL_FAULT__: '' | 'slow' | 'throw';
