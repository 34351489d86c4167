/** Injected by the build (scripts/webpack/appConfig.js); undefined under Jest. */
declare const __APP_VERSION__: string;
