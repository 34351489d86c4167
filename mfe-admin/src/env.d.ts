/** Injected by the build (scripts/webpack/appConfig.js; `APP_VERSION` overrides it); undefined under Jest. */
declare const __APP_VERSION__: string;
