export function startShop(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
