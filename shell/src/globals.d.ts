/** Injected by the build (scripts/webpack/appConfig.js). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare const __FALLBACK_REMOTES__: import('@mealprep/shared/federation').RemoteMap;
