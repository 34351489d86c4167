// Module resolution hook for drizzle-kit.mjs: drizzle-orm is looked up from the api workspace.
let apiParentURL;

export function initialize(data) {
  apiParentURL = data.parentURL;
}

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: apiParentURL });
    }
    throw error;
  }
}
